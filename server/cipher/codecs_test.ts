import { cipherTypes } from "../../contracts/decipherist.ts";
import { assert, assertEquals, assertThrows } from "../../tests/assert.ts";
import { type Random, seededRandom } from "../seeded_random.ts";
import { decodeBase64, decodeBinary, decodeHex, encodeBase64, encodeBinary, encodeHex } from "./byte_codecs.ts";
import { codecs, runCipher } from "./codecs.ts";
import { CipherInputError } from "./input_error.ts";
import { decodeMorse, encodeMorse } from "./morse.ts";
import { atbash, decodeCaesar, encodeCaesar, rot13 } from "./substitution.ts";

/**
 * Random well-formed Unicode: ASCII (letters, digits, punctuation, whitespace), Latin-1 and other
 * BMP letters, CJK, the BOM, and astral characters (emoji, so surrogate pairs), mixed so every UTF-8
 * length (1 to 4 bytes) and every letter-case path is exercised.
 */
function randomUnicode(random: Random, maxLength: number): string {
  const ranges: Array<[number, number]> = [
    [0x20, 0x7e],
    [0x41, 0x5a],
    [0x61, 0x7a],
    [0x09, 0x0d],
    [0xa0, 0x2ff],
    [0x370, 0x52f],
    [0x4e00, 0x9fff],
    [0xfeff, 0xfeff],
    [0x1f300, 0x1faff],
    [0x10000, 0x10ffff],
  ];
  const length = random.integer(0, maxLength);
  let text = "";
  for (let i = 0; i < length; i++) {
    const [low, high] = random.pick(ranges);
    let codePoint = random.integer(low, high);
    if (codePoint >= 0xd800 && codePoint <= 0xdfff) codePoint = 0x41; // surrogates are not characters
    text += String.fromCodePoint(codePoint);
  }
  return text;
}

const cases = 400;

Deno.test("caesar, rot13 and atbash: decode(encode(x)) = x for random Unicode and every shift", () => {
  const random = seededRandom(6);
  for (let i = 0; i < cases; i++) {
    const text = randomUnicode(random, 60);
    const shift = random.integer(1, 25);
    assertEquals(decodeCaesar(encodeCaesar(text, shift), shift), text, `shift ${shift}`);
    assertEquals(rot13(rot13(text)), text);
    assertEquals(atbash(atbash(text)), text);
  }
});

Deno.test("base64, binary and hex: decode(encode(x)) = x for random Unicode (UTF-8 safe)", () => {
  const random = seededRandom(7);
  for (let i = 0; i < cases; i++) {
    const text = randomUnicode(random, 60);
    if (text.length === 0) continue; // an empty text has nothing to decode
    assertEquals(decodeBase64(encodeBase64(text)), text);
    assertEquals(decodeBinary(encodeBinary(text)), text);
    assertEquals(decodeHex(encodeHex(text)), text);
  }
});

Deno.test("morse: decode(encode(x)) = x for random texts in Morse's alphabet, upper case, words one space apart", () => {
  const random = seededRandom(8);
  const alphabet = Array.from("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.,?'!/()&:;=+-_\"$@");
  for (let i = 0; i < cases; i++) {
    const words = Array.from(
      { length: random.integer(1, 8) },
      () => Array.from({ length: random.integer(1, 9) }, () => random.pick(alphabet)).join(""),
    );
    const text = words.join(" ");
    assertEquals(decodeMorse(encodeMorse(text)), text);
  }
});

Deno.test("caesar and rot13 keep case and leave non-letters alone", () => {
  assertEquals(encodeCaesar("HELLO", 3), "KHOOR");
  assertEquals(encodeCaesar("Hello, World! 123 é", 3), "Khoor, Zruog! 123 é");
  assertEquals(encodeCaesar("xyz XYZ", 3), "abc ABC");
  assertEquals(decodeCaesar("Khoor, Zruog!", 3), "Hello, World!");
  assertEquals(rot13("Why did the chicken cross the road?"), "Jul qvq gur puvpxra pebff gur ebnq?");
  assertEquals(atbash("Hello, World!"), "Svool, Dliow!");
  assertEquals(atbash("abcxyz ABCXYZ 🙂"), "zyxcba ZYXCBA 🙂");
});

Deno.test("morse: International code, letters split by spaces, words by ' / '", () => {
  assertEquals(encodeMorse("SOS"), "... --- ...");
  assertEquals(encodeMorse("Hello world"), ".... . .-.. .-.. --- / .-- --- .-. .-.. -..");
  assertEquals(encodeMorse("  Jesus   wept. "), ".--- . ... ..- ... / .-- . .--. - .-.-.-");
  assertEquals(decodeMorse(".... . .-.. .-.. --- / .-- --- .-. .-.. -.."), "HELLO WORLD");
  // Pasted forms: extra spaces, line breaks, '|' between words, typographic dots and dashes.
  assertEquals(decodeMorse("  ....  ..  \n/  -  .... . .-. .  "), "HI THERE");
  assertEquals(decodeMorse("·· | —·"), "I N");
});

Deno.test("base64, binary and hex read the forms people paste", () => {
  assertEquals(encodeBase64("Hello, 世界 🙂"), "SGVsbG8sIOS4lueVjCDwn5mC");
  assertEquals(decodeBase64("SGVsbG8sIOS4lueVjCDwn5mC"), "Hello, 世界 🙂");
  assertEquals(decodeBase64("SGk"), "Hi", "padding is optional");
  assertEquals(decodeBase64("SGVs\nbG8="), "Hello", "MIME line breaks");
  assertEquals(decodeBase64("8J-Zgg"), "🙂", "URL-safe alphabet");
  assertEquals(encodeBinary("Hi"), "01001000 01101001");
  assertEquals(decodeBinary("0100100001101001"), "Hi", "unspaced");
  assertEquals(encodeHex("Hi é"), "48 69 20 c3 a9");
  for (const hex of ["48 69 20 C3 A9", "486920c3a9", "0x48 0x69 0x20 0xc3 0xa9", "4869 20c3a9"]) {
    assertEquals(decodeHex(hex), "Hi é", hex);
  }
  assertEquals(decodeBase64(encodeBase64("\uFEFFbom")), "\uFEFFbom", "a leading BOM is text, kept");
});

Deno.test("undecodable input is a CipherInputError that says what is wrong", () => {
  const failures: Array<[() => unknown, RegExp]> = [
    [() => decodeBase64("SGVsbG8*"), /'\*' is not a base64 character/],
    [() => decodeBase64("SGVsb"), /wrong length/],
    [() => decodeBase64("SG=Vs"), /padding/],
    [() => decodeBase64("/w=="), /not UTF-8/],
    [() => decodeBase64("a+b_"), /mixes/],
    [() => decodeBinary("01001000 010010001"), /'010010001' is 9 bits; binary is read in 8-bit groups/],
    [() => decodeBinary("010010001"), /9 bits are not a whole number of 8-bit groups/],
    [() => decodeBinary("01001000 0110100"), /7 bits/],
    [() => decodeBinary("0100100 2"), /'2' is neither/],
    [() => decodeBinary("11111111"), /not UTF-8/],
    [() => decodeHex("48 6"), /odd number/],
    [() => decodeHex("48 zz"), /'z' is not a hex digit/],
    [() => decodeHex("c3"), /not UTF-8/],
    [() => decodeMorse("... ........ ..."), /'........' is not an International Morse symbol/],
    [() => decodeMorse("... x ..."), /'x' is neither/],
    [() => decodeMorse(" / / "), /no Morse code/],
    [() => encodeMorse("café"), /no symbol for 'é'/],
    [() => encodeBase64("broken \uD800 surrogate"), /unpaired surrogate/],
  ];
  for (const [run, message] of failures) {
    assertThrows(run, message);
    try {
      run();
    } catch (error) {
      assert(error instanceof CipherInputError, `${message} should be a CipherInputError`);
    }
  }
});

Deno.test("runCipher covers all seven ciphers both ways, and rot13 ignores the shift", () => {
  assertEquals(Object.keys(codecs).sort(), [...cipherTypes].sort());
  const text = "The LORD is my shepherd; I shall not want.";
  for (const cipher of cipherTypes) {
    const encoded = runCipher(cipher, "encode", text, 7);
    const decoded = runCipher(cipher, "decode", encoded, 7);
    assertEquals(decoded, cipher === "morse" ? text.toUpperCase() : text, cipher);
    if (cipher !== "morse") assert(encoded !== text, `${cipher} changes the text`);
  }
  assertEquals(runCipher("rot13", "encode", "abc", 3), "nop");
  assertEquals(runCipher("caesar", "encode", "abc", 3), "def");
});
