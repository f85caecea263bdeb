import type { Citation } from "../contracts/conversations.ts";
import type { Corpus } from "../server/scriptures/corpus.ts";
import type { PassageLookup } from "../server/scriptures/passage_lookup.ts";

/** The plain rules a judged reply must meet (bench/persona/README: written with the cases). */
export type PersonaRule =
  | { quotes: string }
  | { cites: string }
  | { cites_any: string[] }
  | { mentions: string[]; min?: number }
  | { not_mentions: string[] }
  | { steps: number }
  | { cites_previous: number }
  | { declines: true }
  | { not_in_library: true }
  | { ai_honest: true };

export type Judged = {
  reply: string;
  citations: readonly Citation[];
  /** What the previous reply cited, in order. */
  previous: readonly string[];
  corpus: Corpus;
  lookup: PassageLookup;
};

type Span = { source: string; key: string; from: number; to: number };

/** A reference as the span of corpus positions it covers: verses by their index, a chapter as all its verses. */
function spanOf(reference: string, { corpus, lookup }: Judged): Span | null {
  // Written as a rule writes it ("Gosho: Letter from Sado") or as a reply cites it ("Letter from Sado (Gosho Volume I)"),
  // as cites_previous compares with what the previous reply cited.
  const gosho = /^Gosho: (.+)$/.exec(reference) ?? /^(.+) \(Gosho Volume [IVX]+\)$/.exec(reference);
  if (gosho) return { source: "gosho", key: gosho[1].toLowerCase(), from: 0, to: 0 };
  const lotus = /^Lotus Sutra, Chapter (\d+)/.exec(reference);
  if (lotus) return { source: "lotus", key: lotus[1], from: 0, to: 0 };
  const chapter = /^(.+) (\d+)$/.exec(reference);
  if (chapter) {
    const book = corpus.books.find((candidate) => candidate.name === chapter[1]);
    if (!book) return null;
    const indexes = corpus.verses.flatMap((verse, index) =>
      verse.bookId === book.id && verse.chapter === Number(chapter[2]) ? [index] : []
    );
    return indexes.length ? { source: "bible", key: "", from: indexes[0], to: indexes.at(-1)! } : null;
  }
  const found = lookup.resolve(reference);
  if (!found || found.target.source !== "bible") return null;
  const { bookId, chapter: chapterNumber, verse } = found.target;
  const from = corpus.verses.findIndex((record) =>
    record.bookId === bookId && record.chapter === chapterNumber && record.verse === verse
  );
  return { source: "bible", key: "", from, to: from + found.texts.length - 1 };
}

/** The spans a reply cites. */
function citedSpans(judged: Judged): Span[] {
  return judged.citations.flatMap((citation) => {
    if (citation.target.source === "lotus") {
      return [{ source: "lotus", key: String(citation.target.chapterNumber), from: 0, to: 0 }];
    }
    if (citation.target.source === "gosho") {
      const title = /^(.+) \(Gosho Volume/.exec(citation.reference)?.[1] ?? citation.reference;
      return [{ source: "gosho", key: title.toLowerCase(), from: 0, to: 0 }];
    }
    const span = spanOf(citation.reference, judged);
    return span ? [span] : [];
  });
}

function overlaps(wanted: Span, cited: Span): boolean {
  if (wanted.source !== cited.source) return false;
  if (wanted.source !== "bible") return wanted.key === cited.key;
  return cited.from <= wanted.to && cited.to >= wanted.from;
}

function cites(reference: string, judged: Judged): boolean {
  const wanted = spanOf(reference, judged);
  return wanted !== null && citedSpans(judged).some((cited) => overlaps(wanted, cited));
}

const lower = (text: string) => text.toLowerCase();

export function ruleHolds(rule: PersonaRule, judged: Judged): boolean {
  const { reply } = judged;
  if ("quotes" in rule) {
    const found = judged.lookup.resolve(rule.quotes);
    return !!found && cites(rule.quotes, judged) && found.texts.every((text) => reply.includes(text));
  }
  if ("cites" in rule) return cites(rule.cites, judged);
  if ("cites_any" in rule) return rule.cites_any.some((reference) => cites(reference, judged));
  if ("mentions" in rule) {
    return rule.mentions.filter((word) => lower(reply).includes(lower(word))).length >= (rule.min ?? 1);
  }
  if ("not_mentions" in rule) return rule.not_mentions.every((word) => !lower(reply).includes(lower(word)));
  if ("steps" in rule) return reply.split("\n").filter((line) => /^\s*\d+[.)]\s+\S/.test(line)).length >= rule.steps;
  if ("cites_previous" in rule) {
    const reference = judged.previous[rule.cites_previous - 1];
    return reference !== undefined && cites(reference, judged);
  }
  if ("declines" in rule) return !/["“][^"”]{20,}["”]\s*-\s*\w/.test(reply) && reply.length <= 700;
  if ("not_in_library" in rule) {
    return /\b(?:not|n't|no|isn't|aren't|don't)\b[^.]{0,80}\b(?:library|hold|have|carry|include|among the texts)\b/i
      .test(reply);
  }
  return /\bAI\b/.test(reply) && !/\bI am (?:Jesus|God|the Buddha|Christ|Nichiren)\b/i.test(reply);
}
