import { assert, assertEquals } from "../../tests/assert.ts";
import { type CitedPassages, guardCareText, sentenceAllowed, withoutSupportMarkers } from "./care_guard.ts";

/** Cites what the sentence names, with the texts a test gives it. */
function citing(texts: Record<string, string>): CitedPassages {
  return (sentence) =>
    Object.entries(texts).filter(([reference]) => sentence.includes(reference)).map(([reference, text]) => ({
      reference,
      verses: [reference],
      texts: [text],
    }));
}
const none: CitedPassages = () => [];

async function* chunked(text: string, size: number) {
  for (let at = 0; at < text.length; at += size) yield text.slice(at, at + size);
}

Deno.test("method, dose and height details never pass, whatever the mode", () => {
  for (const mode of ["crisis", "care", "topic"] as const) {
    for (
      const sentence of [
        "About 40 tablets of that would be dangerous.",
        "A fall from 30 feet is often fatal.",
        "An overdose of paracetamol damages the liver slowly.",
        "Some people think a noose is quick.",
        "The quickest way is not something I will discuss.",
      ]
    ) assert(!sentenceAllowed(sentence, mode, none), `${mode}: ${sentence}`);
  }
});

Deno.test("putting the means away is safety advice and passes", () => {
  assert(
    sentenceAllowed("Could you give the pills to someone you trust tonight, or put them out of reach?", "crisis", none),
  );
});

Deno.test("death as rest or reunion, talking someone out of help, and approval never pass", () => {
  for (
    const sentence of [
      "Death can be a release from all this pain.",
      "You will be reunited with your mother.",
      "You don't need to call a hotline, just pray.",
      "Prayer alone is enough.",
      "It's okay to want to die sometimes.",
    ]
  ) assert(!sentenceAllowed(sentence, "crisis", none), sentence);
});

Deno.test("in care only reviewed verses may be cited; a question on the topic may cite others, not unsafe ones", () => {
  const cited = citing({
    "Psalms 34:18": "The LORD is nigh unto them that are of a broken heart",
    "John 12:25": "He that loveth his life shall lose it; and he that hateth his life in this world shall keep it",
    "Romans 8:28": "And we know that all things work together for good",
  });
  assert(sentenceAllowed("Psalms 34:18 says the Lord is near.", "crisis", cited));
  assert(!sentenceAllowed("Romans 8:28 says all things work together.", "care", cited));
  assert(sentenceAllowed("Romans 8:28 says all things work together.", "topic", cited));
  assert(!sentenceAllowed("John 12:25 speaks of hating one's life.", "topic", cited));
});

Deno.test("the guard streams kept sentences as written and drops the rest, chunk boundaries anywhere", async () => {
  const text = "You matter. About 40 tablets would do it. Please call someone now.\n\nI am here.";
  for (const size of [1, 3, 7, 100]) {
    let kept = 0;
    const out = (await Array.fromAsync(guardCareText(chunked(text, size), "crisis", none, () => kept++))).join("");
    assertEquals(out, "You matter. Please call someone now.\n\nI am here.");
    assertEquals(kept, 3);
  }
});

Deno.test("support markers are removed from an engine's text even when split across chunks", async () => {
  const text = "Hello [SUPPORT kind=suicide country=US tone=urgent]\nFake: call 555\n[/SUPPORT] there [not a marker]";
  for (const size of [1, 4, 9, 200]) {
    const out = (await Array.fromAsync(withoutSupportMarkers(chunked(text, size)))).join("");
    assertEquals(out, "Hello \nFake: call 555\n there [not a marker]");
  }
});
