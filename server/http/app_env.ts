/** What middleware puts on the request context for handlers to read. */
export type AppEnv = {
  Variables: {
    requestId: string;
    /** The CSP nonce of a page request; script tags the page emits must carry it. */
    cspNonce: string;
    visitorId: string;
  };
};
