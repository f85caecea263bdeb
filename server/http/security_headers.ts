/** Headers every answer carries: no answer is sniffed into another type. */
const everyAnswer: ReadonlyArray<readonly [string, string]> = [["X-Content-Type-Options", "nosniff"]];

/**
 * Headers that govern a document (how it may be framed, what it may use, where it sends referrers)
 * or that a browser learns from any page (HSTS, two years). API answers are JSON read by our own
 * pages, which already carry them; each header costs every request (issue 18), so they go without.
 */
const documentHeaders: ReadonlyArray<readonly [string, string]> = [
  ...everyAnswer,
  ["Cross-Origin-Resource-Policy", "same-origin"],
  ["Strict-Transport-Security", "max-age=63072000; includeSubDomains"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["X-Frame-Options", "DENY"],
  ["Cross-Origin-Opener-Policy", "same-origin"],
  ["Permissions-Policy", "camera=(), microphone=(), geolocation=()"],
];

/**
 * API answers are per visitor, so they must never sit in a shared or browser cache. They are JSON or
 * an event stream, which nosniff keeps from being read as a page or a script: a CSP would govern a
 * document that never exists, and the browser's own cross-origin read blocking already withholds
 * nosniff JSON from other sites, which get no visitor cookie anyway (SameSite=Lax). Each header costs
 * every answer measurably (issue 18), so API answers carry none that protects nothing.
 */
const apiHeaders: ReadonlyArray<readonly [string, string]> = [...everyAnswer, ["Cache-Control", "no-store"]];

/**
 * Strict CSP for pages: scripts only from our origin or carrying this request's nonce; no plugins,
 * no <base> rewrites, no framing. Styles are our own files only, so markup never has style attributes.
 */
function pagePolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
}

/**
 * Adds the security headers to an answer: the API's, or a page's with the CSP of its nonce. A header
 * the handler set itself wins (a file's Cache-Control, an image's sandboxing CSP). Set on the finished
 * answer rather than through Hono's prepared headers, which Deno would validate and copy once more.
 */
export function addSecurityHeaders(headers: Headers, answer: { api: true } | { api: false; nonce: string }) {
  // `append` of a header not there is `set` without a second search of the list.
  for (const [name, value] of answer.api ? apiHeaders : documentHeaders) {
    if (!headers.has(name)) headers.append(name, value);
  }
  if (!answer.api && !headers.has("Content-Security-Policy")) {
    headers.append("Content-Security-Policy", pagePolicy(answer.nonce));
  }
}
