// Regenerates data/persona/english_words.txt from Debian's wamerican and wbritish (SCOWL's American and British English
// lists, so "finalised" is as English as "finalized"): every word of
// four or more letters, lower-cased, without possessives, one per line, sorted. The spelling check uses it to know an
// English word when it sees one, so it corrects only words no list holds. Accents are dropped ("fiancé" is "fiance"), as
// visitors type them. `--check` compares instead of writing.
// Run from the repository root:
//   apt-get install wamerican wbritish
//   npx deno run --allow-read --allow-write=data scripts/build_english_words.ts [--check]
const sources = ["/usr/share/dict/american-english", "/usr/share/dict/british-english"];
const source = sources.join(" and ");
const target = "data/persona/english_words.txt";

const words = new Set(
  (await Promise.all(sources.map((file) => Deno.readTextFile(file)))).join("\n").split("\n")
    .map((line) => line.trim().normalize("NFD").replace(/\p{M}/gu, ""))
    .filter((word) => /^[A-Za-z]{4,}$/.test(word)).map((word) => word.toLowerCase()),
);
const text = `${[...words].sort().join("\n")}\n`;
if (Deno.args.includes("--check")) {
  const current = await Deno.readTextFile(target).catch(() => "");
  if (current !== text) {
    console.error(`${target} differs from what ${source} gives; regenerate it.`);
    Deno.exit(1);
  }
  console.log(`${target} matches ${source} (${words.size} words).`);
} else {
  await Deno.writeTextFile(target, text);
  console.log(`wrote ${words.size} words to ${target}`);
}
