import BookReader from "../islands/BookReader.tsx";
import { Island } from "../server/render/island.tsx";
import { definePage } from "../server/render/page.ts";

export default definePage<{ bookId: string }>({
  meta: ({ bookId }) => ({ title: `Reader: book ${bookId}`, description: "Full-screen reader for a sacred text." }),
  // Full screen (spec section 2): no site header; the reader's own bar has the title and the way back.
  render: ({ bookId }) => (
    <main id="main" className="reader-page">
      <Island name="BookReader" component={BookReader} props={{ bookId }} />
    </main>
  ),
});
