import WisdomHub from "../islands/WisdomHub.tsx";
import { Island } from "../server/render/island.tsx";
import { definePage } from "../server/render/page.ts";

export default definePage({
  meta: () => ({
    title: "Wisdom Hub",
    description: "ARTICLE LV: sacred books to read, quote and download, box breathing and contemplative images.",
  }),
  // The hub has its own top bar (ARTICLE LV), so the shared site header is not shown here.
  // The creator's link page (spec section 2) comes from CREATOR_LINK_URL.
  render: (_params, site) => (
    <main id="main" className="main wisdom-main">
      <Island name="WisdomHub" component={WisdomHub} props={{ creatorLinkUrl: site.creatorLinkUrl }} />
    </main>
  ),
});
