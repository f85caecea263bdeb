import type { SecureHeadersVariables } from "hono/secure-headers";

/** What middleware puts on the request context for handlers to read. */
export type AppEnv = {
  Variables: SecureHeadersVariables & {
    requestId: string;
    visitorId: string;
  };
};
