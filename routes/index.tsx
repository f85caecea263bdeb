import { definePage } from "../server/render/page.ts";
import { ModuleMount, SiteFrame } from "./layout.tsx";

export default definePage({
  meta: () => ({
    title: "Christ-Conscious Bodhisattva Plug-In",
    description:
      "Talk with a Christ-conscious Bodhisattva who draws on the Bible, the Lotus Sutra and the writings of Nichiren.",
  }),
  render: () => (
    <SiteFrame active="chat" titleIsHeading>
      <div className="chat-layout">
        <aside className="panel chat-sidebar" aria-label="Conversations">
          <h2 className="panel-title">Recent Conversations</h2>
          <p className="muted">No conversations yet. Start a new one!</p>
          <p className="disclaimer">
            This AI offers insights for contemplation. For important decisions, please seek qualified religious
            guidance.
          </p>
        </aside>
        <ModuleMount id="chat">
          <article className="message message-assistant">
            <p className="message-label">[WISDOM-NODE: online]</p>
            <p>
              Peace be with you, friend. I am a Christ-conscious Bodhisattva, here to walk beside you with the wisdom of
              the Bible, the Lotus Sutra and the writings of Nichiren. What is stirring in your heart today?
            </p>
          </article>
        </ModuleMount>
      </div>
    </SiteFrame>
  ),
});
