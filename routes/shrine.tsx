import Shrine from "../islands/Shrine.tsx";
import { Island } from "../server/render/island.tsx";
import { definePage } from "../server/render/page.ts";
import { ModuleMount, SiteFrame } from "./layout.tsx";

const spaces = [
  { href: "/", label: "Chat", text: "Talk with the Christ-conscious Bodhisattva." },
  { href: "/wisdom", label: "Wisdom Hub", text: "Books, breathing and contemplative images." },
  { href: "/home", label: "Retro Terminal", text: "The scripture archive terminal." },
  { href: "/life-mastery", label: "Life Mastery", text: "Six programmes with guided sessions." },
  { href: "/foe", label: "F.O.E. Code Switch", text: "Read a message in Love or in Force." },
  { href: "/decipherist", label: "Decipherist", text: "Detect, decode and encode ciphers." },
];

export default definePage({
  meta: () => ({
    title: "Shrine",
    description: "A quiet contemplative space, and the doorway to every room of the Plug-In.",
  }),
  render: () => (
    <SiteFrame active="shrine">
      <h1 className="page-title">Shrine</h1>
      <p className="lede">Be still. Breathe. Every room of the Plug-In opens from here.</p>
      <Island name="Shrine" component={Shrine} props={{}} />
      <ModuleMount id="shrine">
        <nav aria-label="Spaces">
          <ul className="card-grid">
            {spaces.map((space) => (
              <li key={space.href}>
                <a className="card card-link" href={space.href}>
                  <span className="card-title">{space.label}</span>
                  <span className="muted">{space.text}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </ModuleMount>
    </SiteFrame>
  ),
});
