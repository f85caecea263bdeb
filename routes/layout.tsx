import type { ReactNode } from "react";
import SiteHeader from "../islands/SiteHeader.tsx";
import type { HeaderSection } from "../islands/components/Header.tsx";
import { Island } from "../server/render/island.tsx";

type SiteFrameProps = { active: HeaderSection; titleIsHeading?: boolean; children: ReactNode };

/** The frame of pages that show the shared header: header island, then the page's main content. */
export function SiteFrame({ active, titleIsHeading, children }: SiteFrameProps) {
  return (
    <>
      <a className="skip-link" href="#main">Skip to content</a>
      <Island name="SiteHeader" component={SiteHeader} props={{ active, titleIsHeading }} />
      <main id="main" className="main">{children}</main>
    </>
  );
}

/** A page section that a later island fills; until then it says plainly what will be there. */
export function ModuleMount({ id, children }: { id: string; children: ReactNode }) {
  return (
    <section id={id} className="panel module-mount">
      {children}
    </section>
  );
}
