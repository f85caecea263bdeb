import { formatVerseRange, type VerseRange } from "../../server/scriptures/verse_range.ts";
import { decodeEntities, tokenize } from "./osis_text.ts";

/**
 * Nave's Topical Bible as the SWORD module stores it: per topic, lines opened by `<lb/>` ("→
 * REMEDY FOR refs", "1. High priest ...") each optionally followed by a `<list>` of items, where
 * verse references are `<ref osisRef="Phil.4.6">` and cross references `<ref target="Nave:CARE">`.
 */

export type NaveLine = {
  /** The words of the line before its first verse reference ("REMEDY FOR", "See CARE"). */
  label: string;
  /** Verse references as passage codes (server/scriptures/verse_range.ts). */
  refs: string[];
  /** Topics the line points to ("See CARE"): their names as the module keys them. */
  see: string[];
};
export type NaveHeading = NaveLine & { items: NaveLine[] };
export type NaveTopic = { name: string; headings: NaveHeading[] };

/** Chapter lengths of our 66 books by OSIS id, to check every reference exists. */
export type Canon = ReadonlyMap<string, { number: number; chapters: readonly number[] }>;

export type NaveReport = { refs: number; outsideCanon: string[]; repaired: string[] };

/**
 * A passage code for an osisRef ("Phil.4.6", "Matt.6.25-Matt.6.34", "1Chr.24"), or null when it
 * names a book outside the 66 or a chapter or verse the KJV does not have.
 */
export function osisRefCode(osisRef: string, canon: Canon): string | null {
  const [start, end = start] = osisRef.split("-");
  const [bookId, chapter, verse] = start.split(".");
  const [endBook, endChapter, endVerse] = end.split(".");
  const book = canon.get(bookId);
  if (!book || endBook !== bookId) return null;
  const range: VerseRange = {
    book: book.number,
    chapter: Number(chapter),
    verse: verse === undefined ? null : Number(verse),
    endChapter: Number(endChapter),
    endVerse: endVerse === undefined ? null : Number(endVerse),
  };
  const verses = (chapterNumber: number) => book.chapters[chapterNumber - 1] ?? 0;
  const valid = range.chapter >= 1 && verses(range.chapter) > 0 &&
    (range.verse === null
      ? range.endVerse === null && range.endChapter === range.chapter
      : range.endVerse !== null && range.verse >= 1 && range.verse <= verses(range.chapter) &&
        range.endVerse >= 1 && range.endVerse <= verses(range.endChapter) &&
        (range.endChapter > range.chapter || (range.endChapter === range.chapter && range.endVerse >= range.verse)));
  return valid ? formatVerseRange(range) : null;
}

type Part = { kind: "text"; text: string } | { kind: "verse"; osisRef: string; shown: string } | {
  kind: "topic";
  target: string;
  shown: string;
};

/** A line's markup as text, verse references and topic references, in order. */
function parts(markup: string): Part[] {
  const found: Part[] = [];
  let open: { kind: "verse" | "topic"; value: string; shown: string } | null = null;
  for (const token of tokenize(markup)) {
    if ("text" in token) {
      const text = decodeEntities(token.text);
      if (open) open.shown += text;
      else found.push({ kind: "text", text });
    } else if (token.name === "ref" && !token.closing) {
      const osisRef = /\sosisRef="([^"]+)"/.exec(token.tag)?.[1];
      const target = /\starget="Nave:([^"]+)"/.exec(token.tag)?.[1];
      open = osisRef ? { kind: "verse", value: osisRef, shown: "" } : { kind: "topic", value: target ?? "", shown: "" };
    } else if (token.name === "ref" && open) {
      found.push(
        open.kind === "verse"
          ? { kind: "verse", osisRef: open.value, shown: open.shown }
          : { kind: "topic", target: decodeEntities(open.value), shown: open.shown },
      );
      open = null;
    }
  }
  return found;
}

/**
 * The module's tagger read "Jude 1:7" in one-chapter books as the reference "Jude 1" (verse 1)
 * followed by the text ":7"; the printed reference is chapter 1, verse 7 (or "1:9,10", "1:8-13").
 */
const strandedVerses = /^:(\d+(?:\s*[-,]\s*\d+)*)/;

function line(markup: string, canon: Canon, report: NaveReport): NaveLine {
  const all = parts(markup);
  const firstVerse = all.findIndex((part) => part.kind === "verse");
  const labelParts = firstVerse < 0 ? all : all.slice(0, firstVerse);
  const label = labelParts.map((part) => part.kind === "text" ? part.text : part.kind === "topic" ? part.shown : "")
    .join("").replace(/^\s*→\s*/, "").replace(/\s+/g, " ").trim();
  const refs: string[] = [];
  const see = all.filter((part) => part.kind === "topic").map((part) => part.target);
  all.forEach((part, index) => {
    if (part.kind !== "verse") return;
    const next = all[index + 1];
    const stranded = next?.kind === "text" ? strandedVerses.exec(next.text) : null;
    const chapter = /(\d+)\s*$/.exec(part.shown)?.[1];
    if (stranded && chapter) {
      const bookId = part.osisRef.split(".")[0];
      for (const piece of stranded[1].split(",")) {
        const [from, to = from] = piece.split("-").map((value) => value.trim());
        const osisRef = `${bookId}.${chapter}.${from}` + (to === from ? "" : `-${bookId}.${chapter}.${to}`);
        const code = osisRefCode(osisRef, canon);
        if (code) refs.push(code);
        else report.outsideCanon.push(osisRef);
      }
      report.repaired.push(`${part.shown.trim()}${stranded[0]}`);
      return;
    }
    const code = osisRefCode(part.osisRef, canon);
    if (code) refs.push(code);
    else report.outsideCanon.push(part.osisRef);
  });
  report.refs += refs.length;
  return { label, refs, see };
}

/** One topic's entry (`<entryFree n=..><def>..</def></entryFree>`) as headings with their items. */
export function naveTopic(name: string, entry: string, canon: Canon, report: NaveReport): NaveTopic {
  const definition = /<def>([\s\S]*)<\/def>/.exec(entry)?.[1];
  if (definition === undefined) throw new Error(`Nave's ${name} has no <def>`);
  const headings: NaveHeading[] = [];
  for (const block of definition.split(/<lb\s*\/>/).slice(1)) {
    const listStart = block.indexOf("<list>");
    const heading = line(listStart < 0 ? block : block.slice(0, listStart), canon, report);
    const items = listStart < 0
      ? []
      : [...block.slice(listStart).matchAll(/<item>([\s\S]*?)<\/item>/g)].map((item) => line(item[1], canon, report));
    headings.push({ ...heading, items });
  }
  if (definition.split(/<lb\s*\/>/)[0].trim() !== "") throw new Error(`Nave's ${name} has text before its first line`);
  return { name, headings };
}
