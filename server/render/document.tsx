import type { ReactNode } from "react";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import type { AssetResolver } from "./assets.ts";
import { IslandsUsed } from "./island.tsx";
import { serviceWorkerRegistration } from "./sw_registration.ts";

export type PageMeta = { title: string; description: string };

export type DocumentContext = { nonce: string; assets: AssetResolver };

const appName = "Bodhisattva Plug-In";

/**
 * Renders a page's body first, to learn which islands it used, then wraps it in the document with
 * only those islands' scripts, each carrying the request's CSP nonce.
 */
export function renderDocument(page: ReactNode, meta: PageMeta, { nonce, assets }: DocumentContext): string {
  const islands = new Set<string>();
  const body = renderToString(<IslandsUsed value={islands}>{page}</IslandsUsed>);
  const { stylesheets, scripts, preloads } = assets.forIslands(islands);
  const title = meta.title === appName ? appName : `${meta.title} · ${appName}`;
  const document = (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <title>{title}</title>
        <meta name="description" content={meta.description} />
        {/* The terminal background, as in styles/theme.css (--bg) and static/manifest.webmanifest. */}
        <meta name="theme-color" content="#05070d" />
        <meta name="color-scheme" content="dark" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="icon" href="/icons/mark.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        {stylesheets.map((href) => <link key={href} rel="stylesheet" href={href} />)}
        {preloads.map((href) => <link key={href} rel="modulepreload" href={href} nonce={nonce} />)}
        {scripts.map((src) => <script key={src} type="module" src={src} nonce={nonce} />)}
      </head>
      <body>
        <div className="page" dangerouslySetInnerHTML={{ __html: body }} />
        <div className="scanlines" aria-hidden="true" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: serviceWorkerRegistration }} />
      </body>
    </html>
  );
  return `<!DOCTYPE html>${renderToStaticMarkup(document)}`;
}
