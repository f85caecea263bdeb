import LifeMastery from "../islands/LifeMastery.tsx";
import { Island } from "../server/render/island.tsx";
import { definePage } from "../server/render/page.ts";
import { SiteFrame } from "./layout.tsx";

export default definePage({
  meta: () => ({
    title: "Life Mastery",
    description: "Six life-mastery programmes with timed meditation and guided sessions.",
  }),
  render: () => (
    <SiteFrame active={null}>
      <h1 className="page-title">Life Mastery</h1>
      <p className="lede">Practical programmes for focus, discipline, leadership, health and abundance.</p>
      <p className="badge">6 programmes · guided sessions up to 20 minutes</p>
      <Island name="LifeMastery" component={LifeMastery} props={{}} />
    </SiteFrame>
  ),
});
