import { assertEquals, assertNotEquals } from "../../tests/assert.ts";
import { normalizeWord, words } from "./normalize.ts";

const sameRoot = (...forms: string[]) => assertEquals(new Set(forms.map(normalizeWord)).size, 1, forms.join(", "));

Deno.test("words: lower case, possessives and punctuation dropped", () => {
  assertEquals(words("The LORD's anointed; thou art Peter."), ["the", "lord", "anointed", "thou", "art", "peter"]);
});

Deno.test("contractions are read as the words they stand for", () => {
  assertEquals(words("he'll come; you’ve won't can't doesn't I'm"), [
    "he",
    "will",
    "come",
    "you",
    "have",
    "will",
    "not",
    "can",
    "not",
    "does",
    "not",
    "i",
    "am",
  ]);
});

Deno.test("King James verb forms meet their modern forms", () => {
  sameRoot("maketh", "makes", "making", "make");
  sameRoot("leadeth", "leads", "leading", "lead");
  sameRoot("loveth", "lovest", "loved", "loving", "love", "loves");
  sameRoot("goeth", "goest", "goes", "go");
  sameRoot("hath", "hast", "have");
  sameRoot("thee", "thou", "ye", "you");
  sameRoot("saith", "sayest", "say");
  sameRoot("shepherd", "shepherds");
  sameRoot("mercies", "mercy");
  sameRoot("sinned", "sin", "sins", "sinning");
  sameRoot("righteousness", "righteous");
});

Deno.test("nouns that merely end like verbs stay apart", () => {
  assertEquals(normalizeWord("priest"), "priest");
  assertEquals(normalizeWord("feast"), "feast");
  assertEquals(normalizeWord("bless"), "bless");
  assertEquals(normalizeWord("blessed"), "bless");
  assertEquals(normalizeWord("rest"), "rest");
  assertEquals(normalizeWord("jesus"), "jesus");
  assertEquals(normalizeWord("genesis"), "genesis");
});

Deno.test("a word whose final e sets it apart from another word keeps it: winning is not wine", () => {
  for (const [word, other] of [["wine", "winning"], ["robe", "robbed"], ["rode", "rod"]]) {
    assertNotEquals(normalizeWord(word), normalizeWord(other));
  }
  assertEquals(normalizeWord("winneth"), normalizeWord("winning"));
});
