import { definePage } from "../server/render/page.ts";
import { ModuleMount, SiteFrame } from "./layout.tsx";

export default definePage({
  meta: () => ({
    title: "Master Deception Decipherist",
    description:
      "Detect, decode and encode caesar, atbash, morse, base64, binary, hex and rot13, with explained analysis.",
  }),
  render: () => (
    <SiteFrame active={null}>
      <h1 className="page-title">Master Deception Decipherist</h1>
      <p className="lede">Paste any text: it tells what cipher it is, decodes it, and says how sure it is.</p>
      <ModuleMount id="decipherist">
        <p className="muted">The analysis console loads here.</p>
      </ModuleMount>
    </SiteFrame>
  ),
});
