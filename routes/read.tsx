import { definePage } from "../server/render/page.ts";
import { ModuleMount } from "./layout.tsx";

export default definePage<{ bookId: string }>({
  meta: ({ bookId }) => ({ title: `Reader: book ${bookId}`, description: "Full-screen reader for a sacred text." }),
  render: ({ bookId }) => (
    <main id="main" className="main reader">
      <h1 className="page-title">{`BOOK_${bookId.toUpperCase().replace(/[^A-Z0-9]/g, "_")}.DAT`}</h1>
      <ModuleMount id="book-reader">
        <p className="muted">LOADING_TEXT_MODULE.EXE</p>
      </ModuleMount>
    </main>
  ),
});
