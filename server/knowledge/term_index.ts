/**
 * Finds the entries a text names, by any of their names (ISSUE 17): "what is ichinen sanzen",
 * "tell me about Saint Paul". Names are matched as whole words, case aside, longest first, so
 * "the Ten Worlds" wins over "worlds"; each entry is reported once, in order of first mention.
 */
export type TermIndex<T> = {
  find(text: string): T[];
  /**
   * Entries whose name of two or more content words all appear in the text, in any order and
   * form ("the three bodies of the Buddha" for "The three bodies of a Buddha", "the rich man's
   * son parable" for "The parable of the wealthy man and his poor son" does not count: every word
   * must be there). Entries `find` reports are left out. With `misspelt` (whether a word of the text is
   * no word the texts use), one word of a name may be such a word one slip of the keyboard away from it
   * ("the ten wrlds"), when the name's other words are all there.
   */
  findLoosely(text: string, misspelt?: (word: string) => boolean): T[];
  get(id: string): T | undefined;
  all: readonly T[];
};

/** Folds case, curly apostrophes and diacritics ("Shōnin" is "shonin"). */
export function foldForMatching(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().replace(/[’‘`]/g, "'");
}

const nameFillers = new Set("a an the of and in on to for his her their its by with from".split(" "));

/** A name's content words, folded and lightly stemmed ("bodies" and "body" meet). */
function nameWords(text: string): string[] {
  return (foldForMatching(text).match(/[a-z0-9]+/g) ?? []).filter((word) => !nameFillers.has(word))
    .map((word) => word.replace(/(?:ies)$/, "y").replace(/(?<=[a-z]{3})(?:es|s|'s)$/, ""));
}

/** Whether two words differ by one letter added, dropped, changed, or two neighbours swapped ("wrld", "world"). */
function oneEditApart(left: string, right: string): boolean {
  if (left === right || Math.abs(left.length - right.length) > 1) return false;
  let start = 0;
  while (start < left.length && left[start] === right[start]) start += 1;
  const rest = (a: string, b: string) => a.slice(start + 1) === b.slice(start + 1);
  if (left.length === right.length) {
    return rest(left, right) ||
      (left[start] === right[start + 1] && left[start + 1] === right[start] &&
        left.slice(start + 2) === right.slice(start + 2));
  }
  return left.length < right.length
    ? left.slice(start) === right.slice(start + 1)
    : left.slice(start + 1) === right.slice(start);
}

const escaped = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "[\\s-]+");

export function createTermIndex<T extends { id: string }>(
  entries: readonly T[],
  namesOf: (entry: T) => readonly string[],
): TermIndex<T> {
  const byName = new Map<string, T>();
  for (const entry of entries) {
    for (const name of namesOf(entry)) {
      const key = foldForMatching(name).replace(/[\s-]+/g, " ").trim();
      // Two-letter names ("Ki", "Ai") would match everywhere; a name shared by two entries names neither.
      if (key.length < 3) continue;
      if (byName.has(key) && byName.get(key) !== entry) continue;
      byName.set(key, entry);
    }
  }
  const names = [...byName.keys()].sort((left, right) => right.length - left.length);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${names.map(escaped).join("|")})(?![\\p{L}\\p{N}])`, "gu");
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const loose = entries.flatMap((entry) =>
    namesOf(entry).map((name) => ({ entry, words: [...new Set(nameWords(name))] })).filter(({ words }) =>
      words.length >= 2
    )
  );
  return {
    all: entries,
    get: (id) => byId.get(id),
    findLoosely(text, misspelt) {
      const sequence = nameWords(text);
      const present = new Set(sequence);
      const slips = misspelt ? [...present].filter((word) => word.length >= 4 && misspelt(word)) : [];
      const exact = new Set(find(text));
      const found: T[] = [];
      // Told, a name's words said close together, in any order ("the son who was lost"), not far apart in other senses
      // ("lost my faith after my son died" is no lost son).
      // Asked about, a subject is named by its words wherever they stand ("i don't believe in god but i like buddhism,
      // is that ok?").
      const asked = /\?\s*$/.test(text);
      const near = (words: readonly string[]) =>
        asked || sequence.some((_, start) => {
          // Three words or more meeting by chance is unlikely, so they may lie further apart.
          const window = new Set(sequence.slice(start, start + (words.length === 2 ? 4 : words.length + 4)));
          return words.every((word) => window.has(word));
        });
      for (const { entry, words } of loose) {
        if (exact.has(entry) || found.includes(entry)) continue;
        const missing = words.filter((word) => !present.has(word));
        const slipped = missing.length === 1 && missing[0].length >= 4 &&
          slips.some((slip) => oneEditApart(slip, missing[0]));
        if ((missing.length === 0 && near(words)) || slipped) found.push(entry);
      }
      return found;
    },
    find,
  };

  function find(text: string): T[] {
    const found: T[] = [];
    for (const match of foldForMatching(text).matchAll(pattern)) {
      const entry = byName.get(match[0].replace(/[\s-]+/g, " "));
      if (entry && !found.includes(entry)) found.push(entry);
    }
    return found;
  }
}
