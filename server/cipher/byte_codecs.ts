import { CipherInputError } from "./input_error.ts";

/**
 * base64, binary and hex: each writes the text's UTF-8 bytes, so any well-formed Unicode text
 * (accents, CJK, emoji) survives the round trip, and each decoder refuses bytes that are not UTF-8
 * rather than showing replacement characters.
 */

const utf8 = new TextEncoder();
/** `fatal`: invalid UTF-8 is an error, not U+FFFD; `ignoreBOM`: a leading U+FEFF is text and is kept. */
const strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

function textBytes(text: string): Uint8Array {
  // An unpaired surrogate has no UTF-8 form; TextEncoder would silently write U+FFFD instead.
  if (!text.isWellFormed()) throw new CipherInputError("The text contains a broken character (an unpaired surrogate)");
  return utf8.encode(text);
}

function bytesText(bytes: Uint8Array, cipher: string): string {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    throw new CipherInputError(`This ${cipher} decodes to bytes that are not UTF-8 text`);
  }
}

// ---- base64 (RFC 4648 section 4, and the URL-safe alphabet of section 5 when pasted) ----

export function encodeBase64(text: string): string {
  const bytes = textBytes(text);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Standard or URL-safe alphabet, padding optional, line breaks and spaces ignored (MIME wraps at 76). */
export function decodeBase64(text: string): string {
  const compact = text.replace(/\s+/g, "");
  if (compact.length === 0) throw new CipherInputError("There is no base64 to decode");
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(compact)) {
    const stray = compact.match(/[^A-Za-z0-9+/_=-]/)?.[0];
    throw new CipherInputError(
      stray ? `'${stray}' is not a base64 character` : "Base64 padding ('=') can only come at the end, at most twice",
    );
  }
  if (/[+/]/.test(compact) && /[-_]/.test(compact)) {
    throw new CipherInputError("This mixes the standard (+/) and URL-safe (-_) base64 alphabets");
  }
  const standard = compact.replace(/-/g, "+").replace(/_/g, "/");
  const body = standard.replace(/=+$/, "");
  const padded = standard.length !== body.length;
  if (body.length % 4 === 1 || (padded && standard.length % 4 !== 0)) {
    throw new CipherInputError("This base64 has the wrong length: a character is missing or extra");
  }
  const binary = atob(body + "=".repeat((4 - (body.length % 4)) % 4));
  return bytesText(Uint8Array.from(binary, (character) => character.charCodeAt(0)), "base64");
}

/**
 * Whether `text` has base64's shape: its alphabet, padding and length, broken only by line breaks
 * (spaces between words are prose, not MIME wrapping).
 */
export function looksLikeBase64(text: string): boolean {
  const compact = text.trim().replace(/[\r\n]+/g, "");
  return compact.length >= 4 && /^[A-Za-z0-9+/_-]+={0,2}$/.test(compact) && compact.replace(/=+$/, "").length % 4 !== 1;
}

// ---- binary: 8-bit groups ----

export function encodeBinary(text: string): string {
  return Array.from(textBytes(text), (byte) => byte.toString(2).padStart(8, "0")).join(" ");
}

/** Groups of exactly eight bits separated by whitespace, or one unbroken run whose length is a multiple of 8. */
export function decodeBinary(text: string): string {
  const trimmed = text.trim();
  if (trimmed.length === 0) throw new CipherInputError("There is no binary to decode");
  const stray = trimmed.match(/[^01\s]/);
  if (stray) throw new CipherInputError(`Binary is written with 0 and 1 only; '${stray[0]}' is neither`);
  if (!/\s/.test(trimmed) && trimmed.length % 8 !== 0) {
    throw new CipherInputError(`These ${trimmed.length} bits are not a whole number of 8-bit groups`);
  }
  const groups = /\s/.test(trimmed) ? trimmed.split(/\s+/) : splitEvery(trimmed, 8);
  const bytes = groups.map((group) => {
    if (group.length !== 8) {
      throw new CipherInputError(
        `'${group}' is ${group.length} bit${group.length === 1 ? "" : "s"}; binary is read in 8-bit groups`,
      );
    }
    return parseInt(group, 2);
  });
  return bytesText(Uint8Array.from(bytes), "binary");
}

export function looksLikeBinary(text: string): boolean {
  return /^[01\s]+$/.test(text) && /[01]{8}/.test(text);
}

// ---- hex: two digits a byte ----

/** Lower-case pairs separated by spaces, as CyberChef writes it. */
export function encodeHex(text: string): string {
  return Array.from(textBytes(text), (byte) => byte.toString(16).padStart(2, "0")).join(" ");
}

/**
 * Upper or lower case, spaced or not, with an optional 0x before each group; a spaced group may
 * hold several bytes ("48656c 6c6f") but never half of one.
 */
export function decodeHex(text: string): string {
  const groups = text.trim().split(/\s+/).filter((group) => group.length > 0).map((group) => group.replace(/^0x/i, ""));
  if (groups.length === 0) throw new CipherInputError("There is no hex to decode");
  const bytes: number[] = [];
  for (const group of groups) {
    const stray = group.match(/[^0-9a-fA-F]/);
    if (stray) throw new CipherInputError(`'${stray[0]}' is not a hex digit (0-9, a-f)`);
    if (group.length % 2 !== 0) {
      throw new CipherInputError(`'${group}' has an odd number of hex digits; each byte is two`);
    }
    for (let i = 0; i < group.length; i += 2) bytes.push(parseInt(group.slice(i, i + 2), 16));
  }
  return bytesText(Uint8Array.from(bytes), "hex");
}

export function looksLikeHex(text: string): boolean {
  // Groups and separators are disjoint character sets, so this pattern runs in linear time.
  return /^(?:0x)?[0-9a-f]+(?:\s+(?:0x)?[0-9a-f]+)*$/i.test(text.trim()) && /[0-9a-f]{2}/i.test(text);
}

function splitEvery(text: string, size: number): string[] {
  const parts: string[] = [];
  for (let i = 0; i < text.length; i += size) parts.push(text.slice(i, i + size));
  return parts;
}
