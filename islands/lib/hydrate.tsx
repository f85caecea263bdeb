import { type ComponentType, type ReactNode, startTransition, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { CrashBoundary } from "../components/CrashBoundary.tsx";

/** Attribute names shared with the server's island markers (server/render/island.tsx). */
export const islandAttribute = "data-island";
export const islandPropsAttribute = "data-island-props";

function HydrationMark({ marker, children }: { marker: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    marker.dataset.hydrated = "true";
    const pending = document.querySelectorAll(`[${islandAttribute}]:not([data-hydrated])`);
    // Browser tests wait on this flag (ARCHITECTURE.md, "Browser-only client state").
    if (pending.length === 0) document.body.dataset.hydrated = "true";
  }, [marker]);
  return children;
}

function readProps(marker: HTMLElement): object {
  const propsId = marker.getAttribute(islandPropsAttribute);
  const json = propsId ? document.getElementById(propsId)?.textContent : undefined;
  return json ? JSON.parse(json) : {};
}

/** Hydrates every marker the server rendered for island `name` with the props serialised beside it. */
export function hydrateIslands<Props extends object>(name: string, Island: ComponentType<Props>) {
  for (const marker of document.querySelectorAll<HTMLElement>(`[${islandAttribute}="${name}"]`)) {
    const props = readProps(marker) as Props;
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
    // thread for the whole page (issue 18: total blocking time on a phone); a tap meanwhile is replayed.
    startTransition(() => {
      hydrateRoot(
        marker,
        <CrashBoundary>
          <HydrationMark marker={marker}>
            <Island {...props} />
          </HydrationMark>
        </CrashBoundary>,
        { onRecoverableError: (error) => console.error(`Hydration error in island ${name}`, error) },
      );
    });
  }
}
