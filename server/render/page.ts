import type { ReactNode } from "react";
import type { PageMeta } from "./document.tsx";

/** Settings a page may show, read from configuration (server/config.ts) once at start-up. */
export type SiteSettings = { creatorLinkUrl: string };

/** A route file's whole job: what the page is, given its path parameters (ARCHITECTURE.md, routes/). */
export type PageRoute<Params extends Record<string, string> = Record<string, never>> = {
  meta: (params: Params) => PageMeta;
  render: (params: Params, site: SiteSettings) => ReactNode;
};

export function definePage<Params extends Record<string, string> = Record<string, never>>(
  route: PageRoute<Params>,
): PageRoute<Params> {
  return route;
}
