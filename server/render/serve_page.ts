import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "../http/app_env.ts";
import type { AssetResolver } from "./assets.ts";
import { renderDocument } from "./document.tsx";
import type { PageRoute, SiteSettings } from "./page.ts";

export const defaultSiteSettings: SiteSettings = { creatorLinkUrl: "https://linktr.ee/" };

/** Renders a route file into a full HTML response carrying this request's CSP nonce. */
export function servePage<Params extends Record<string, string>>(
  route: PageRoute<Params>,
  assets: AssetResolver,
  status: ContentfulStatusCode = 200,
  site: SiteSettings = defaultSiteSettings,
) {
  return (c: Context<AppEnv>) => {
    const params = c.req.param() as Params;
    const nonce = c.env.cspNonce;
    const html = renderDocument(route.render(params, site), route.meta(params), { nonce, assets });
    // Pages are made per request (each has its own nonce), so they are compressed per request (issue 18).
    if (!/\bgzip\b/.test(c.req.header("Accept-Encoding") ?? "")) return c.html(html, status);
    const body = new Blob([html]).stream().pipeThrough(new CompressionStream("gzip"));
    return c.body(body, status, {
      "Content-Type": "text/html; charset=UTF-8",
      "Content-Encoding": "gzip",
      Vary: "Accept-Encoding",
    });
  };
}
