/**
 * The library's books as text, with no schemas, so the reader's page loads it without the schema
 * library (issue 18). A book's `content` is plain text with two kinds of heading line, so one string can be both the
 * download and something the reader can navigate without rendering 4 MB at once:
 * a part ('# Genesis', '# Gosho Volume I') and, under it, a section ('## Genesis 1', a writing's
 * title). Body lines never start with '#'.
 */

/**
 * Spec section 9: books 1 to 4, fixed. Titles live here, not only in the data, so the reader's page
 * can show its '.DAT' heading before the text arrives. The Lotus Sutra and Gosho texts we hold are
 * summaries (data/README.md), and their titles and categories say so.
 */
export const bookCatalogue = [
  { id: 1, title: "The Holy Bible (KJV)", category: "Scripture" },
  { id: 2, title: "Lotus Sutra (chapter summaries)", category: "Buddhist sutra (summaries)" },
  { id: 3, title: "Gosho Volume I (summaries)", category: "Nichiren Buddhism (summaries)" },
  { id: 4, title: "Gosho Volume II (summaries)", category: "Nichiren Buddhism (summaries)" },
] as const;

/** The catalogue entry for an id as written in a URL ('1'), or undefined for anything else. */
export function catalogueEntry(id: string) {
  return /^\d+$/.test(id) ? bookCatalogue.find((book) => book.id === Number(id)) : undefined;
}

export const partMarker = "# ";
export const sectionMarker = "## ";

/** Spec section 5: every non-alphanumeric character of the title becomes '_', then '.txt'. */
export function downloadFileName(title: string): string {
  return `${title.replace(/[^A-Za-z0-9]/g, "_")}.txt`;
}

/** One navigable unit of a book: a Bible chapter, a Lotus Sutra chapter or a Gosho writing. */
export type BookSection = { part: string; heading: string; body: string };

/**
 * Splits `content` at its heading lines. Text before the first section (a part's own heading)
 * carries no body of its own; a book with no sections at all becomes one section, so a reader never
 * has nothing to show.
 */
export function splitSections(content: string): BookSection[] {
  const sections: BookSection[] = [];
  let part = "";
  let current: { part: string; heading: string; lines: string[] } | undefined;
  const finish = () => {
    if (current) sections.push({ part: current.part, heading: current.heading, body: current.lines.join("\n").trim() });
  };
  for (const line of content.split("\n")) {
    if (line.startsWith(sectionMarker)) {
      finish();
      current = { part, heading: line.slice(sectionMarker.length).trim(), lines: [] };
    } else if (line.startsWith(partMarker)) {
      finish();
      current = undefined;
      part = line.slice(partMarker.length).trim();
    } else {
      current?.lines.push(line);
    }
  }
  finish();
  if (sections.length === 0) return [{ part: "", heading: "", body: content.trim() }];
  return sections;
}
