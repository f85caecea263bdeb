import { fnv1a } from "../fnv1a.ts";
import phrases from "../../data/persona/phrases.json" with { type: "json" };

/**
 * The persona's few stock sentences (data/persona/phrases.json), chosen by a seed so a given
 * message is always answered the same way and different messages vary (ISSUE 17).
 */
export type Phrases = typeof phrases;

export type Chooser = {
  /** One item of a list, different for each `slot` of the same message. */
  pick<T>(items: readonly T[], slot: string): T;
  phrases: Phrases;
};

export function chooser(seed: number): Chooser {
  return {
    phrases,
    pick(items, slot) {
      return items[fnv1a(slot, seed ^ 0x9e3779b9) % items.length];
    },
  };
}

/** Fills "{name}" placeholders; "{Name}" capitalises the value. */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key.toLowerCase()] ?? "";
    return key[0] === key[0].toUpperCase() ? value.charAt(0).toUpperCase() + value.slice(1) : value;
  });
}
