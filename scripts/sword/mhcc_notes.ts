import { formatVerseRange } from "../../server/scriptures/verse_range.ts";
import type { StoredNote } from "./commentary_notes.ts";
import { commentaryTextOptions, osisToParagraphs } from "./osis_text.ts";

/**
 * Matthew Henry's Concise Commentary as the SWORD module stores it. A note opens with a
 * pre-verse block (at a book's start: the book title and Henry's introduction to the book; at a
 * chapter's start: "Chapter N" and the chapter outline table), then the heading "Verses 1-8" in
 * bold, then the note itself. A chapter Henry treats as a whole has one note at verse 1 and no
 * heading.
 */

export type MhccNote = { range: string; text: string };
export type MhccIntroduction = { book: number; text: string };

const preverse = /<div\b[^>]*subType="x-preverse"[^>]*\ssID="([^"]+)"[^>]*\/>([\s\S]*?)<div\b[^>]*\seID="\1"[^>]*\/>/;
const heading = /<hi type="bold">\s*Ver(?:ses?|\.)?\s*(\d+)(?:\s*[-–]\s*(\d+))?\s*\.?\s*<\/hi>/;
const bookTitle = /<title type="x-ms">[\s\S]*?<\/title>/;
const chapterTitle = /<title type="x-s2">/;

/** Henry's introduction to a book, when this note opens one. */
export function bookIntroduction(osis: string): string | null {
  const block = preverse.exec(osis)?.[2];
  const title = block ? bookTitle.exec(block) : null;
  if (!block || !title) return null;
  const after = block.slice(title.index + title[0].length);
  const end = after.search(chapterTitle);
  const paragraphs = osisToParagraphs(end < 0 ? after : after.slice(0, end), commentaryTextOptions);
  return paragraphs.length > 0 ? paragraphs.join("\n") : null;
}

/**
 * The verses a note covers: from its first verse to the verse before the chapter's next note, or
 * to the chapter's end, as SWORD itself reads a commentary. The bold heading ("Verses 1-8") is
 * not the range: where the module lost a heading, the note before it carries Henry's text on the
 * following verses too (the note headed "Verses 1-8" of John 3 goes on through verse 21, whose
 * slots are empty), so the heading only has to agree with where the note starts. A chapter's only
 * note, at verse 1, is on the whole chapter.
 */
export function noteRange(note: StoredNote, nextNoteVerse: number | null, chapterVerses: number): string {
  const { book, chapter, firstVerse } = note;
  const match = heading.exec(note.osis.replace(preverse, ""));
  if (match && Number(match[1]) !== firstVerse) {
    throw new Error(`${book}.${chapter}.${firstVerse}: the note is headed "${match[0]}"`);
  }
  if (firstVerse === 1 && nextNoteVerse === null) {
    return formatVerseRange({ book, chapter, verse: null, endChapter: chapter, endVerse: null });
  }
  const endVerse = nextNoteVerse === null ? chapterVerses : nextNoteVerse - 1;
  if (endVerse < note.lastVerse) throw new Error(`${book}.${chapter}.${firstVerse}: notes overlap`);
  return formatVerseRange({ book, chapter, verse: firstVerse, endChapter: chapter, endVerse });
}

/** The note's own text, in paragraphs joined by newlines: pre-verse block and heading left out. */
export function noteText(osis: string): string {
  return osisToParagraphs(osis.replace(preverse, "").replace(heading, ""), commentaryTextOptions).join("\n");
}

export function mhccNotes(
  stored: readonly StoredNote[],
  chapterVerses: (book: number, chapter: number) => number,
): { notes: MhccNote[]; introductions: MhccIntroduction[] } {
  const notes: MhccNote[] = [];
  const introductions: MhccIntroduction[] = [];
  const withText = stored.filter((note) => {
    const introduction = bookIntroduction(note.osis);
    if (introduction) introductions.push({ book: note.book, text: introduction });
    return noteText(note.osis) !== "";
  });
  withText.forEach((note, index) => {
    const next = withText[index + 1];
    const sameChapter = next !== undefined && next.book === note.book && next.chapter === note.chapter;
    notes.push({
      range: noteRange(note, sameChapter ? next.firstVerse : null, chapterVerses(note.book, note.chapter)),
      text: noteText(note.osis),
    });
  });
  return { notes, introductions };
}
