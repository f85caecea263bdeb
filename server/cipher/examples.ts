import {
  type CipherExample,
  type CipherType,
  cipherTypes,
  type DecipheristStatus,
  type ExamplesResponse,
} from "../../contracts/decipherist.ts";
import { runCipher } from "./codecs.ts";

/**
 * The decipherist's system info and examples (spec section 3). Every example text is a whole KJV
 * verse, so detecting its encoded form also names the verse; `encoded` is computed by the codecs
 * themselves, so an example can never disagree with what the Cipher Tool gives.
 */

/** A verse quoted exactly as our KJV has it (tests check each against data/kjv.tsv). */
export type QuotedVerse = { reference: string; text: string };

const creatorName = "Jajirose";
const toolName = "Master Deception Decipherist";

/** Luke 8:17: nothing hidden stays hidden, the decipherist's purpose in one verse. */
export const foundationVerse: QuotedVerse = {
  reference: "Luke 8:17",
  text: "For nothing is secret, that shall not be made manifest; neither any thing hid, that shall not be known " +
    "and come abroad.",
};

const examples: Readonly<
  Record<CipherType, { name: string; description: string; verse: QuotedVerse; shift?: number }>
> = {
  caesar: {
    name: "Caesar cipher",
    description: "Moves every letter a fixed number of places along the alphabet (here 3: A becomes D). " +
      "Case, digits and punctuation stay as they are.",
    verse: { reference: "Psalms 23:1", text: "The LORD is my shepherd; I shall not want." },
    shift: 3,
  },
  atbash: {
    name: "Atbash cipher",
    description: "An old Hebrew cipher that mirrors the alphabet: A becomes Z, B becomes Y. Applying it " +
      "twice gives the text back.",
    verse: { reference: "1 Thessalonians 5:17", text: "Pray without ceasing." },
  },
  morse: {
    name: "Morse code",
    description: "International Morse code: each letter is dots and dashes, letters are separated by spaces " +
      "and words by ' / '. Morse has no lower case.",
    verse: { reference: "John 11:35", text: "Jesus wept." },
  },
  base64: {
    name: "Base64",
    description: "Writes the text's UTF-8 bytes with 64 characters (A-Z, a-z, 0-9, + and /), padded with '='. " +
      "Common in email and web data.",
    verse: { reference: "1 John 4:8", text: "He that loveth not knoweth not God; for God is love." },
  },
  binary: {
    name: "Binary",
    description: "Each UTF-8 byte of the text as eight bits, groups separated by spaces.",
    verse: { reference: "1 Thessalonians 5:16", text: "Rejoice evermore." },
  },
  hex: {
    name: "Hexadecimal",
    description: "Each UTF-8 byte as two hex digits (0-9, a-f). Upper or lower case, spaced or not, all decode.",
    verse: { reference: "1 Thessalonians 5:19", text: "Quench not the Spirit." },
  },
  rot13: {
    name: "ROT13",
    description: "The Caesar cipher with a shift of 13: halfway round the alphabet, so encoding and decoding " +
      "are the same step.",
    verse: { reference: "Genesis 1:1", text: "In the beginning God created the heaven and the earth." },
    shift: 13,
  },
};

/** Every verse this module quotes, for the test that checks them against the corpus. */
export const quotedVerses: readonly QuotedVerse[] = [foundationVerse, ...Object.values(examples).map((e) => e.verse)];

const biblicalFoundation = `"${foundationVerse.text}" - ${foundationVerse.reference} (KJV)`;

export function decipheristStatus(): DecipheristStatus {
  return {
    creator_authority: `${creatorName}, creator of the ${toolName}`,
    warrior_wisdom: "A warrior of truth listens before judging: decode the message first, weigh the words " +
      "second, and hold every conclusion with humility.",
    biblical_foundation: biblicalFoundation,
  };
}

export function cipherExamples(): ExamplesResponse {
  return {
    cipher_examples: Object.fromEntries(cipherTypes.map((cipher) => [cipher, example(cipher)])),
    jajirose_wisdom: {
      decipherist_principles: [
        "Decode before you judge: a hidden message may be kinder than its disguise.",
        "Let the evidence speak: every reading shows how sure it is and why.",
        "Short texts hold little evidence; hold their readings loosely.",
        "Word patterns are signals, not verdicts: honest people hedge and swear too.",
        "Seek the truth to understand and to heal, never to shame.",
      ],
      consciousness_guidance: "Approach every message with a clear mind and a compassionate heart. " +
        "Discernment grows from patience: read what is there, ask about what is not, and let love guide " +
        "what you do with what you learn.",
      biblical_foundation: biblicalFoundation,
    },
  };
}

function example(cipher: CipherType): CipherExample {
  const { name, description, verse, shift } = examples[cipher];
  return {
    name,
    description,
    example_text: verse.text,
    encoded: runCipher(cipher, "encode", verse.text, shift ?? 13),
    ...(shift !== undefined && { shift }),
  };
}
