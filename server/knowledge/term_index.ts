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
   * must be there). Entries `find` reports are left out.
   */
  findLoosely(text: string): T[];
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
    findLoosely(text) {
      const present = new Set(nameWords(text));
      const exact = new Set(find(text));
      const found: T[] = [];
      for (const { entry, words } of loose) {
        if (!exact.has(entry) && !found.includes(entry) && words.every((word) => present.has(word))) found.push(entry);
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
