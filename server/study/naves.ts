import { parseVerseRange, type VerseRange } from "../scriptures/verse_range.ts";

/**
 * Nave's Topical Bible (data/naves.json, data/README.md): topics with their sub-headings, the
 * verses each cites and the topics each points to ("ANXIETY: See CARE"). Pure: parsed once from
 * the file's text.
 */

export type NaveLine = { label: string; refs: VerseRange[]; see: string[] };
export type NaveHeading = NaveLine & { items: NaveLine[] };
export type NaveTopic = { name: string; headings: NaveHeading[] };

export type NaveIndex = {
  topics: readonly NaveTopic[];
  /** The topic a name or cross reference means, by the rules of `resolveTopic`; null when none. */
  resolve(name: string): NaveTopic | null;
  /** Topics that are only a pointer to this one ("ANXIETY" for CARE): other names for it. */
  aliases(topic: NaveTopic): readonly string[];
};

type LineRecord = [string, string, string[]];

/**
 * One `[label, refs, see]` record, checked by hand: the file has 30,000 of them and is read at
 * every start, where a schema library's per-element validation costs more than the whole parse.
 */
function line(record: unknown, topic: string): NaveLine {
  const isStrings = (value: unknown): value is string[] =>
    Array.isArray(value) && value.every((entry) => typeof entry === "string");
  if (
    !Array.isArray(record) || typeof record[0] !== "string" || typeof record[1] !== "string" || !isStrings(record[2])
  ) {
    throw new Error(`naves.json: ${topic} has a malformed line`);
  }
  const [label, refs, see] = record as LineRecord;
  return {
    label,
    refs: refs.split(" ").filter(Boolean).map((code) => {
      const range = parseVerseRange(code);
      if (!range) throw new Error(`naves.json: ${topic} has the malformed reference ${code}`);
      return range;
    }),
    see,
  };
}

/** Case, spacing and stray spaces do not change which topic a name means. */
export const topicKey = (name: string) => name.replace(/\s+/g, " ").trim().toUpperCase();

/**
 * The topic a cross reference names. The module's cross references often name a topic a little
 * differently from its entry ("RICH" for "RICH, THE", "ANGEL" for "ANGEL (A SPIRIT)", "ABLUTIONS"
 * for "ABLUTION"): the exact name first, then the singular or plural, then the first topic that
 * is the name followed by a comma or a parenthesis.
 */
export function resolveTopic(
  name: string,
  byKey: ReadonlyMap<string, NaveTopic>,
  qualifiedBy: ReadonlyMap<string, NaveTopic>,
): NaveTopic | null {
  const key = topicKey(name);
  const forms = [...new Set([key, `${key}S`, `${key}ES`, key.replace(/ES$/, ""), key.replace(/S$/, "")])];
  for (const form of forms) {
    const found = byKey.get(form);
    if (found) return found;
  }
  for (const form of forms) {
    const found = qualifiedBy.get(form);
    if (found) return found;
  }
  return null;
}

/** Each name that some topic qualifies ("RICH" in "RICH, THE"), with the first such topic alphabetically. */
function qualifiedTopics(byKey: ReadonlyMap<string, NaveTopic>): Map<string, NaveTopic> {
  const qualified = new Map<string, NaveTopic>();
  for (const key of [...byKey.keys()].sort()) {
    const base = /^(.+?)(?:, | \()/.exec(key)?.[1];
    if (base && !qualified.has(base)) qualified.set(base, byKey.get(key)!);
  }
  return qualified;
}

/** Parses data/naves.json. A topic the module lists twice (REVERENCE, SIN) becomes one, its headings in order. */
export function parseNaves(json: string): NaveIndex {
  const byKey = new Map<string, NaveTopic>();
  const file = JSON.parse(json);
  if (!Array.isArray(file?.topics)) throw new Error("naves.json has no topics list");
  for (const record of file.topics as unknown[]) {
    const [name, headings] = Array.isArray(record) ? record : [];
    if (typeof name !== "string" || name.trim() === "" || !Array.isArray(headings)) {
      throw new Error(`naves.json: malformed topic ${JSON.stringify(record).slice(0, 80)}`);
    }
    const parsed = headings.map((heading): NaveHeading => {
      const items = Array.isArray(heading) ? heading[3] ?? [] : null;
      if (!Array.isArray(items)) throw new Error(`naves.json: ${name} has malformed items`);
      return { ...line(heading.slice(0, 3), name), items: items.map((item) => line(item, name)) };
    });
    const key = topicKey(name);
    const existing = byKey.get(key);
    if (existing) existing.headings.push(...parsed);
    else byKey.set(key, { name: name.trim(), headings: parsed });
  }
  const topics = [...byKey.values()];
  const qualifiedBy = qualifiedTopics(byKey);
  const resolve = (name: string) => resolveTopic(name, byKey, qualifiedBy);

  const aliasesOf = new Map<NaveTopic, string[]>();
  for (const topic of topics) {
    const lines = topic.headings.flatMap((heading) => [heading, ...heading.items]);
    if (lines.some((entry) => entry.refs.length > 0)) continue;
    const targets = new Set(lines.flatMap((entry) => entry.see).map(resolve).filter((target) => target !== null));
    if (targets.size !== 1) continue;
    const [target] = targets;
    if (target !== topic) aliasesOf.set(target, [...(aliasesOf.get(target) ?? []), topic.name]);
  }
  return { topics, resolve, aliases: (topic) => aliasesOf.get(topic) ?? [] };
}
