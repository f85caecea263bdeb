import type { CipherOperation, CipherType } from "../../contracts/decipherist.ts";
import { decodeBase64, decodeBinary, decodeHex, encodeBase64, encodeBinary, encodeHex } from "./byte_codecs.ts";
import { decodeMorse, encodeMorse } from "./morse.ts";
import { atbash, decodeCaesar, encodeCaesar, rot13 } from "./substitution.ts";

type Codec = { encode: (text: string, shift: number) => string; decode: (text: string, shift: number) => string };

/**
 * Every cipher the decipherist knows, by the name the API uses. `shift` is read by caesar only:
 * rot13 is by definition the shift of 13 (contracts/decipherist.ts). Decoders throw
 * CipherInputError for text they cannot read; morse's encoder for a character it has no code for.
 */
export const codecs: Readonly<Record<CipherType, Codec>> = {
  caesar: { encode: encodeCaesar, decode: decodeCaesar },
  atbash: { encode: atbash, decode: atbash },
  morse: { encode: encodeMorse, decode: decodeMorse },
  base64: { encode: encodeBase64, decode: decodeBase64 },
  binary: { encode: encodeBinary, decode: decodeBinary },
  hex: { encode: encodeHex, decode: decodeHex },
  rot13: { encode: rot13, decode: rot13 },
};

/** Encodes or decodes `text` with one cipher; `shift` must already be normalised (1 to 25). */
export function runCipher(cipher: CipherType, operation: CipherOperation, text: string, shift: number): string {
  return codecs[cipher][operation](text, shift);
}
