import { definePage } from "../server/render/page.ts";
import { ModuleMount } from "./layout.tsx";

export default definePage({
  meta: () => ({
    title: "Wisdom Hub",
    description: "ARTICLE LV: sacred books to read, quote and download, box breathing and contemplative images.",
  }),
  render: () => (
    <main id="main" className="main">
      <h1 className="page-title">ARTICLE LV</h1>
      <p className="lede">Wisdom Hub: books, breathing and contemplative images.</p>
      <ModuleMount id="wisdom-hub">
        <p className="muted">Loading Wisdom Hub...</p>
      </ModuleMount>
    </main>
  ),
});
