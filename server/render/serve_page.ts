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
    const nonce = c.get("cspNonce");
    const html = renderDocument(route.render(params, site), route.meta(params), { nonce, assets });
    return c.html(html, status);
  };
}
