/**
 * Text a decoder cannot read (bad base64, a 9-bit binary group, an unknown morse symbol) or a
 * character an encoder has no code for. It is the caller's mistake, so the router answers it as a
 * 400 with this message (issue 6: "a clear 400, not a garbled answer"); the message is written for
 * the person who pasted the text.
 */
export class CipherInputError extends Error {
  override name = "CipherInputError";
}
