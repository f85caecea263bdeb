/** What the request frame gives every handler, as `c.env` (server/http/request_frame.ts). */
export type RequestFrame = {
  requestId: string;
  /** The CSP nonce of a page request; script tags the page emits must carry it. */
  cspNonce: string;
  /** The connection's peer, from Deno.serve; none for requests made in-process. */
  remoteAddr?: Deno.Addr;
};

/** What the app's handlers read: the frame, and what middleware puts on the request context. */
export type AppEnv = {
  Bindings: RequestFrame;
  Variables: {
    visitorId: string;
  };
};
