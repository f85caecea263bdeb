let loaded: ReadonlySet<string> | undefined;

/**
 * The words of everyday English, lower case (data/persona/english_words.txt), read once on first use: the spelling
 * check corrects toward them, and a name typed with an "s" ("noahs") is a possessive only when it is none of them.
 */
export function englishWords(): ReadonlySet<string> {
  loaded ??= new Set(
    Deno.readTextFileSync(new URL("../../data/persona/english_words.txt", import.meta.url)).split("\n").filter(Boolean),
  );
  return loaded;
}
