import RetroHub from "../islands/RetroHub.tsx";
import { RetroMarquee } from "../islands/components/RetroMarquee.tsx";
import { Island } from "../server/render/island.tsx";
import { definePage } from "../server/render/page.ts";

export default definePage({
  meta: () => ({
    title: "Retro Terminal",
    description: "The retro terminal hub: the Bible, the Lotus Sutra, the Gosho and a word of wisdom.",
  }),
  // The banner and the marquee are static, so they ship no script; only the cards, buttons and
  // archive overlay hydrate. The scanline overlay is the document's own (server/render/document.tsx).
  render: () => (
    <main id="main" className="main retro-hub">
      <header className="retro-banner">
        <p className="retro-prompt" aria-hidden="true">C:\SACRED&gt; RUN TERMINAL.EXE</p>
        <h1 className="page-title terminal-banner retro-title">BODHISATTVA PLUG-IN TERMINAL</h1>
        <p className="lede retro-lede">Sacred texts on a glowing screen. Choose a module to begin.</p>
      </header>
      <RetroMarquee />
      <Island name="RetroHub" component={RetroHub} props={{}} />
    </main>
  ),
});
