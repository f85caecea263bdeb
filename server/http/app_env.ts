/** What the request frame gives every handler, as `c.env` (server/http/request_frame.ts). */
export type RequestFrame = {
  requestId: string;
  /** The CSP nonce of a page request; script tags the page emits must carry it. */
  cspNonce: string;
  /** What Deno.serve tells of the connection (read only when needed: reading it costs); none in-process. */
  connection?: Pick<Deno.ServeHandlerInfo, "remoteAddr">;
};

/** What the app's handlers read: the frame, and what middleware puts on the request context. */
export type AppEnv = {
  Bindings: RequestFrame;
  Variables: {
    visitorId: string;
  };
};
