import ChatPage from "../islands/ChatPage.tsx";
import { Island } from "../server/render/island.tsx";
import { definePage } from "../server/render/page.ts";

const welcome =
  "Peace be with you, friend. I am a Christ-conscious Bodhisattva, here to walk beside you with the wisdom of the Bible, " +
  "the Lotus Sutra and the writings of Nichiren. What is stirring in your heart today?";

export default definePage({
  meta: () => ({
    title: "Christ-Conscious Bodhisattva Plug-In",
    description:
      "Talk with a Christ-conscious Bodhisattva who draws on the Bible, the Lotus Sutra and the writings of Nichiren.",
  }),
  render: () => (
    <>
      <a className="skip-link" href="#main">Skip to content</a>
      <Island name="ChatPage" component={ChatPage} props={{ welcome }} />
    </>
  ),
});
