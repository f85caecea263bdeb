import { definePage } from "../server/render/page.ts";
import { ModuleMount, SiteFrame } from "./layout.tsx";

export default definePage({
  meta: () => ({
    title: "F.O.E. Code Switch Framework",
    description: "Read a message through F.O.E. in its positive (Love) or negative (Force) context.",
  }),
  render: () => (
    <SiteFrame active={null}>
      <h1 className="page-title">F.O.E. Code Switch Framework</h1>
      <p className="lede">
        One acronym, two readings: Love or Force. Describe a moment and see which context it calls for.
      </p>
      <ModuleMount id="foe">
        <p className="muted">The code switch console loads here.</p>
      </ModuleMount>
    </SiteFrame>
  ),
});
