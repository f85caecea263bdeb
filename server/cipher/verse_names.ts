/**
 * Names a decoded text when it is one of our KJV verses ('Psalms 23:1 (KJV)', issue 6). The
 * comparison ignores case, punctuation and spacing, because Morse decodes to capitals and drops
 * nothing else, and people retype verses with their own commas.
 */
export type VerseNamer = (text: string) => string | null;

export type NamedVerse = { reference: string; text: string };

export function buildVerseNamer(verses: Iterable<NamedVerse>): VerseNamer {
  const references = new Map<string, string>();
  for (const verse of verses) {
    const key = verseKey(verse.text);
    // A verse that occurs twice ('Thou shalt not kill.') is named where it first occurs.
    if (key.length > 0 && !references.has(key)) references.set(key, `${verse.reference} (KJV)`);
  }
  return (text) => references.get(verseKey(text)) ?? null;
}

/** Lower-case letters and digits, every other run as one space: "The LORD is my shepherd; I..." -> "the lord is my shepherd i ...". */
function verseKey(text: string): string {
  return text.toLowerCase().replace(/['’]/g, "").replace(/[^a-z0-9]+/g, " ").trim();
}
