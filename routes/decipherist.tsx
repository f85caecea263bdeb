import Decipherist from "../islands/Decipherist.tsx";
import { Island } from "../server/render/island.tsx";
import { definePage } from "../server/render/page.ts";
import { SiteFrame } from "./layout.tsx";

export default definePage({
  meta: () => ({
    title: "Master Deception Decipherist",
    description:
      "Detect, decode and encode caesar, atbash, morse, base64, binary, hex and rot13, with explained analysis.",
  }),
  render: () => (
    <SiteFrame active={null}>
      {/* The island renders the page's heading too: its badges appear once system info has loaded. */}
      <Island name="Decipherist" component={Decipherist} props={{}} />
    </SiteFrame>
  ),
});
