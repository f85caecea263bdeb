/** A URL-safe token of `bytes` random bytes from the platform CSPRNG. */
export function randomToken(bytes: number): string {
  const buffer = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...buffer)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}
