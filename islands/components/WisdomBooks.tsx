import { useState } from "react";
import { type BookQuote, type BookSummary } from "../../contracts/books.ts";
import { downloadFileName } from "../../contracts/book_text.ts";
import { apiFile, apiRequest } from "../lib/api.ts";
import * as bookApi from "../lib/endpoints/books.ts";
import { saveFile } from "../lib/export_markdown.ts";
import { Dialog } from "./Dialog.tsx";

/**
 * Spec sections 3 and 8: when the quote call fails, books 1 to 4 still give a quote. Psalm 46:10 is
 * the exact KJV text; we hold no translated text of the Lotus Sutra or the Gosho (data/README.md), so
 * those three are short lines in our own words and their references say so.
 */
export const fallbackQuotes: Readonly<Record<number, BookQuote>> = {
  1: {
    quote: "Be still, and know that I am God: I will be exalted among the heathen, I will be exalted in the earth.",
    reference: "Psalms 46:10 (KJV)",
    bookId: 1,
  },
  2: {
    quote: "Every teaching is a skilful means leading to one vehicle, and every living being can become a Buddha.",
    reference: "Lotus Sutra, chapter 2, Expedient Means (summary in our words)",
    bookId: 2,
  },
  3: {
    quote: "The Law is not outside you: awakening is found in your own life, just as it is, in this lifetime.",
    reference: "Gosho Volume I, On Attaining Buddhahood in This Lifetime (summary in our words)",
    bookId: 3,
  },
  4: {
    quote: "To chant the title of the Lotus Sutra is to take its whole teaching into one's own life.",
    reference: "Gosho Volume II, On Reciting the Daimoku of the Lotus Sutra (summary in our words)",
    bookId: 4,
  },
};

/** Spec section 8: the hub's own wording for a failed book download. */
export const hubDownloadFailure = "ERROR: DOWNLOAD_FAILED.EXE - Please try again";

type Busy = Readonly<Record<number, boolean>>;

/** The grid of book cards with per-book Quote and Download flags (spec section 4), and the quote dialog. */
export function WisdomBooks({ books }: { books: readonly BookSummary[] }) {
  const [quoting, setQuoting] = useState<Busy>({});
  const [downloading, setDownloading] = useState<Busy>({});
  const [failed, setFailed] = useState<Busy>({});
  const [quote, setQuote] = useState<BookQuote | null>(null);

  const showQuote = async (id: number) => {
    if (quoting[id]) return;
    setQuoting((flags) => ({ ...flags, [id]: true }));
    try {
      setQuote(await apiRequest("GET", bookApi.bookQuote(id)));
    } catch (error) {
      // Spec section 8: a quote failure shows the fallback quote; only books 1 to 4 have one.
      console.error("Quote failed", error);
      if (fallbackQuotes[id]) setQuote(fallbackQuotes[id]);
    } finally {
      setQuoting((flags) => ({ ...flags, [id]: false }));
    }
  };

  const download = async (book: BookSummary) => {
    if (downloading[book.id]) return;
    setDownloading((flags) => ({ ...flags, [book.id]: true }));
    setFailed((flags) => ({ ...flags, [book.id]: false }));
    try {
      const { blob, fileName } = await apiFile(bookApi.bookPath(book.id, "/download"));
      saveFile(fileName ?? downloadFileName(book.title), blob, "text/plain");
    } catch (error) {
      console.error("Download failed", error);
      setFailed((flags) => ({ ...flags, [book.id]: true }));
    } finally {
      setDownloading((flags) => ({ ...flags, [book.id]: false }));
    }
  };

  return (
    <section className="wisdom-library" aria-labelledby="wisdom-library-title">
      <h2 id="wisdom-library-title" className="wisdom-section-title">Sacred Library</h2>
      <ul className="wisdom-books">
        {books.map((book) => (
          <li key={book.id} className="panel wisdom-book">
            <h3 className="wisdom-book-title">{book.title}</h3>
            <p className="wisdom-book-meta">
              <span className="badge">{book.category}</span>
              <span>{book.chapters} chapters</span>
            </p>
            <div className="wisdom-book-actions">
              <a className="button button-primary" href={`/read/${book.id}`}>Read Now</a>
              <button
                type="button"
                className="button"
                aria-label={`Quote from ${book.title}`}
                disabled={quoting[book.id]}
                onClick={() => void showQuote(book.id)}
              >
                {quoting[book.id] ? "Loading..." : "Quote"}
              </button>
              <button
                type="button"
                className="button"
                aria-label={`Download ${book.title}`}
                disabled={downloading[book.id]}
                onClick={() => void download(book)}
              >
                {downloading[book.id] ? "Downloading..." : "Download"}
              </button>
            </div>
            {failed[book.id] && <p className="wisdom-error" role="alert">{hubDownloadFailure}</p>}
          </li>
        ))}
      </ul>
      <Dialog open={quote !== null} title="Wisdom Quote" onClose={() => setQuote(null)}>
        {quote && (
          <figure className="wisdom-quote">
            <blockquote>{quote.quote}</blockquote>
            <figcaption>{quote.reference}</figcaption>
          </figure>
        )}
        <div className="dialog-actions">
          {quote && <a className="button button-primary" href={`/read/${quote.bookId}`}>Read Book</a>}
          <button type="button" className="button" onClick={() => setQuote(null)}>Close</button>
        </div>
      </Dialog>
    </section>
  );
}
