import WisdomHub from "../islands/WisdomHub.tsx";
import { Island } from "../server/render/island.tsx";
import { definePage } from "../server/render/page.ts";

/**
 * The creator's link page (spec section 2: "an external link to the creator's link page"). The spec
 * does not give its address, so this points at the link-page service itself; page routes receive no
 * configuration today, and changing the address is a one-line edit here.
 */
const creatorLinkUrl = "https://linktr.ee/";

export default definePage({
  meta: () => ({
    title: "Wisdom Hub",
    description: "ARTICLE LV: sacred books to read, quote and download, box breathing and contemplative images.",
  }),
  // The hub has its own top bar (ARTICLE LV), so the shared site header is not shown here.
  render: () => (
    <main id="main" className="main wisdom-main">
      <Island name="WisdomHub" component={WisdomHub} props={{ creatorLinkUrl }} />
    </main>
  ),
});
