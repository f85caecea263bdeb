import { useEffect, useState } from "react";
import { type BibleVerse, type LotusChapter } from "../../contracts/scriptures.ts";
import { kjvVersionId } from "../../contracts/kjv.ts";
import { apiRead } from "../lib/api.ts";
import * as scriptureApi from "../lib/endpoints/scriptures.ts";
import { dailyPairing } from "../lib/daily_pairing.ts";

type PairingState =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "success"; verse: BibleVerse; lotus: LotusChapter };

/** Today's verse and Lotus Sutra chapter, read from the scripture store so the text is the store's own. */
export function ShrinePairing() {
  const [state, setState] = useState<PairingState>({ status: "loading" });
  useEffect(() => {
    let current = true;
    // The date is the visitor's, so the choice is made here rather than on the server.
    const { bible, lotusChapter } = dailyPairing(new Date());
    Promise.all([
      apiRead(scriptureApi.bibleChapter(kjvVersionId, bible.bookId, bible.chapter)),
      apiRead(scriptureApi.lotusChapters),
    ]).then(([verses, chapters]) => {
      const verse = verses.data.find((candidate) => candidate.verse === bible.verse);
      const lotus = chapters.data.find((candidate) => candidate.chapterNumber === lotusChapter);
      if (!verse || !lotus) throw new Error("Today's passages are missing from the scripture store");
      if (current) setState({ status: "success", verse, lotus });
    }).catch((error: Error) => current && setState({ status: "error", message: error.message }));
    return () => {
      current = false;
    };
  }, []);

  return (
    <section className="card pairing" aria-labelledby="pairing-title">
      <h2 id="pairing-title" className="card-title">Today's Pairing</h2>
      {state.status === "loading" && <p className="muted" role="status">Opening the scriptures…</p>}
      {state.status === "error" && <p className="error-text" role="alert">{state.message}</p>}
      {state.status === "success" && (
        <div className="pairing-grid">
          <figure className="pairing-passage" aria-label="Bible verse">
            <blockquote className="pairing-text">{state.verse.text}</blockquote>
            <figcaption className="muted">{state.verse.reference} (KJV)</figcaption>
          </figure>
          <figure className="pairing-passage" aria-label="Lotus Sutra passage">
            <blockquote className="pairing-text">{state.lotus.content}</blockquote>
            <figcaption className="muted">
              Lotus Sutra, chapter {state.lotus.chapterNumber}: {state.lotus.title}{" "}
              <span className="badge">{state.lotus.contentKind}</span>
            </figcaption>
          </figure>
        </div>
      )}
    </section>
  );
}
