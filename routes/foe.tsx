import Foe from "../islands/Foe.tsx";
import { Island } from "../server/render/island.tsx";
import { definePage } from "../server/render/page.ts";
import { SiteFrame } from "./layout.tsx";

export default definePage({
  meta: () => ({
    title: "F.O.E. Code Switch Framework",
    description: "Read a message through F.O.E. in its positive (Love) or negative (Force) context.",
  }),
  render: () => (
    <SiteFrame active={null}>
      <h1 className="page-title">F.O.E. Code Switch Framework</h1>
      <p className="lede">
        One acronym, two readings: Love or Force. Describe a moment and see which one it calls for, and why.
      </p>
      <Island name="Foe" component={Foe} props={{}} />
    </SiteFrame>
  ),
});
