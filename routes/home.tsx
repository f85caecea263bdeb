import { definePage } from "../server/render/page.ts";
import { ModuleMount } from "./layout.tsx";

export default definePage({
  meta: () => ({
    title: "Retro Terminal",
    description: "The retro terminal hub: the Bible, the Lotus Sutra, the Gosho and a word of wisdom.",
  }),
  render: () => (
    <main id="main" className="main">
      <h1 className="page-title terminal-banner">BODHISATTVA PLUG-IN TERMINAL</h1>
      <p className="lede">Sacred texts on a glowing screen. Choose a module to begin.</p>
      <ModuleMount id="terminal-hub">
        <p className="muted">The terminal hub loads here.</p>
      </ModuleMount>
    </main>
  ),
});
