import { definePage } from "../server/render/page.ts";
import { ModuleMount, SiteFrame } from "./layout.tsx";

export default definePage({
  meta: () => ({
    title: "Life Mastery",
    description: "Six life-mastery programmes with timed meditation and guided sessions.",
  }),
  render: () => (
    <SiteFrame active={null}>
      <h1 className="page-title">Life Mastery</h1>
      <p className="lede">Practical programmes for focus, discipline, leadership, health and abundance.</p>
      <ModuleMount id="life-mastery">
        <p className="muted">The programme catalogue loads here.</p>
      </ModuleMount>
    </SiteFrame>
  ),
});
