import { formatVerseRange } from "../../server/scriptures/verse_range.ts";
import { commentaryTextOptions, osisToParagraphs, osisToText } from "./osis_text.ts";

/**
 * Spurgeon's Treasury of David as the SWORD module stores it: one entry per psalm, in sections
 * headed `<title type="x-s">`: the psalm's overview ("TITLE.", "DIVISION."), his EXPOSITION verse
 * by verse ("Verse 1." in bold), then the EXPLANATORY NOTES AND QUAINT SAYINGS (other writers,
 * quoted at length), HINTS TO THE VILLAGE PREACHER (sermon outlines) and lists of WORKS UPON the
 * psalm. We keep Spurgeon's own overview and exposition, which is what a reader of one verse
 * wants, and leave out the rest: the notes alone are twice the size of the exposition.
 */

export type TreasuryNote = { range: string; text: string };

type State = "overview" | "exposition" | "left out";

/** The section a heading opens, given what came before; null keeps the current one. */
function sectionOf(heading: string, expositionSeen: boolean): State | null {
  if (/^EXPOSITION/i.test(heading)) return "exposition";
  if (/EXPLANATORY NOTES|HINTS TO|WORKS? UPON|NOTES RELATING/i.test(heading)) return "left out";
  // After the exposition, "TITLE." opens the notes on the title (where the notes' own heading is missing).
  if (/OVERVIEW|^(TITLE|DIVISION|AUTHOR|SUBJECT)\b/i.test(heading)) return expositionSeen ? "left out" : "overview";
  return null;
}

/** Spurgeon's verse headings: "Verse 1.", "Ver. 2.", "Verses 1, 2.", "Verses 3-5.", and "Ver. 17-24" unbolded. */
const boldMarker = /<hi type="bold">\s*Ver(?:ses?|\.)?\s*(\d+)(?:\s*(?:[-,–]|to|and)\s*(\d+))?\s*\.?\s*<\/hi>/g;
const paragraphMarker = /^Ver(?:ses?|\.)?\s*(\d+)(?:\s*(?:[-,–]|to|and)\s*(\d+))?\s*\.?\s+/;
/** Stands for a verse heading while the markup becomes text (a private-use character no text has). */
const mark = (first: string, last: string | undefined) => `\uE000${first}-${last ?? first}\uE000`;
const marked = /\uE000(\d+)-(\d+)\uE000/g;

type Block = { first: number; last: number; paragraphs: string[] };

/** One exposition section as blocks per verse heading, and the text before its first heading. */
function expositionBlocks(osis: string): { lead: string[]; blocks: Block[] } {
  const paragraphs = osisToParagraphs(
    osis.replace(boldMarker, (_, first, last) => mark(first, last)),
    commentaryTextOptions,
  ).map((paragraph) => paragraph.replace(paragraphMarker, (_, first, last) => mark(first, last)));
  const lead: string[] = [];
  const blocks: Block[] = [];
  for (const paragraph of paragraphs) {
    const pieces = paragraph.split(marked);
    // split() with two groups gives: text, first, last, text, first, last, text ...
    const before = pieces[0].trim();
    if (before) (blocks.at(-1)?.paragraphs ?? lead).push(before);
    for (let index = 1; index < pieces.length; index += 3) {
      const text = pieces[index + 2].trim();
      blocks.push({ first: Number(pieces[index]), last: Number(pieces[index + 1]), paragraphs: text ? [text] : [] });
    }
  }
  return { lead, blocks };
}

/** The kept notes of one psalm: its overview on the whole psalm, then each verse's exposition. */
export function treasuryNotes(psalm: number, osis: string, verses: number): TreasuryNote[] {
  const overview: string[] = [];
  const blocks: Block[] = [];
  let state: State = "overview";
  let expositionSeen = false;
  const sections = osis.split(/<title type="x-s">([\s\S]*?)<\/title>/);
  // split() with one group gives: body, heading, body, heading, body ...
  for (let index = 0; index < sections.length; index += 2) {
    const heading = index === 0 ? "" : osisToText(sections[index - 1]);
    const next = index === 0 ? null : sectionOf(heading, expositionSeen);
    if (next) state = next;
    if (state === "exposition") expositionSeen = true;
    if (state === "left out") continue;
    const body = sections[index];
    if (state === "overview") {
      if (heading && !/OVERVIEW/i.test(heading)) overview.push(heading);
      overview.push(...osisToParagraphs(body, commentaryTextOptions));
      continue;
    }
    const { lead, blocks: found } = expositionBlocks(body);
    // An EXPOSITION section's lead-in opens its first verse; what follows another heading inside
    // the exposition (Psalm 68's "NEW TRANSLATION") continues the verse before it.
    const opensExposition = /^EXPOSITION/i.test(heading);
    const loose = [...(heading && !opensExposition ? [heading] : []), ...lead];
    if (blocks.length === 0 && found.length > 0 && found[0].first > 1 && loose.length > 0) {
      // The first heading is missing (Psalm 84): what comes before the second is on the verses before it.
      blocks.push({ first: 1, last: found[0].first - 1, paragraphs: loose });
    } else if (found.length > 0 && (opensExposition || blocks.length === 0)) found[0].paragraphs.unshift(...loose);
    else (blocks.at(-1)?.paragraphs ?? overview).push(...loose);
    blocks.push(...found);
  }
  const notes: TreasuryNote[] = [];
  if (overview.length > 0) {
    notes.push({
      range: formatVerseRange({ book: 19, chapter: psalm, verse: null, endChapter: psalm, endVerse: null }),
      text: overview.join("\n"),
    });
  }
  // Spurgeon sometimes heads a verse twice in a row (a second thought on it): one note.
  const merged = blocks.reduce<Block[]>((kept, block) => {
    const previous = kept.at(-1);
    if (previous && previous.first === block.first) {
      previous.last = Math.max(previous.last, block.last);
      previous.paragraphs.push(...block.paragraphs);
    } else kept.push({ ...block, paragraphs: [...block.paragraphs] });
    return kept;
  }, []);
  merged.forEach((block, index) => {
    if (block.first < 1 || block.last < block.first || block.last > verses) {
      throw new Error(`Psalm ${psalm}: a heading names verses ${block.first}-${block.last} of ${verses}`);
    }
    // A heading may name only the first verse of what it covers ("Verse 1." over verses 1-3 of
    // Psalm 2): a note runs on to the verse before the next heading, the last one to the psalm's end.
    const next = merged[index + 1]?.first ?? verses + 1;
    const last = Math.max(block.last, next - 1);
    if (block.paragraphs.length === 0) return;
    notes.push({
      range: formatVerseRange({ book: 19, chapter: psalm, verse: block.first, endChapter: psalm, endVerse: last }),
      text: block.paragraphs.join("\n"),
    });
  });
  return notes;
}
