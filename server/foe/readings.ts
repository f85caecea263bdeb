import type { FoeContext, FoeInterpretation, FoeScripture, FoeStatus } from "../../contracts/foe.ts";

/**
 * The two readings of F.O.E., defined here and nowhere else (issue 6). Positive is Love: F.O.E. as
 * Friends Of Excellence, the people who bring out the best in each other. Negative is Force: F.O.E.
 * as Fight, Overcome, Excel, competitive drive aimed at a challenge, never at a person. 'Negative'
 * is the spec's word for the context; the reading itself is resolve, not hostility.
 *
 * Every verse is KJV, word for word as data/kjv.tsv holds it (readings_test.ts checks), so a quote
 * can never drift from the archive the chat page cites.
 */

export const frameworkName = "F.O.E. Code Switch Framework";

/** The author named by the spec's `{name}` fields (issue 6). */
export const creatorName = "Jajirose";

export type Reading = {
  name: "Love" | "Force";
  acronym: string;
  philosophy: string;
  tone: string;
  wisdom: string;
  scripture: FoeScripture;
};

export const readings: Readonly<Record<FoeContext, Reading>> = {
  positive: {
    name: "Love",
    acronym: "Friends Of Excellence",
    philosophy:
      "In Love, a F.O.E. is no enemy: Friends Of Excellence are the people who bring out the best in each other. " +
      "Support, celebration and reunion are where this reading lives: lift others up, share every win, and let " +
      "no one carry a burden alone.",
    tone: "Warm, encouraging and inclusive",
    wisdom: "Love is not the absence of strength; it is strength that has chosen to serve. As iron sharpens iron, " +
      "friends sharpen each other, and the circle is strongest when everyone in it is lifted.",
    scripture: {
      reference: "Proverbs 27:17",
      text: "Iron sharpeneth iron; so a man sharpeneth the countenance of his friend.",
    },
  },
  negative: {
    name: "Force",
    acronym: "Fight, Overcome, Excel",
    philosophy: "In Force, F.O.E. is the drive to meet a challenge head on: Fight for your best effort, Overcome the " +
      "obstacle and the doubt, Excel through discipline and fair play. The fight is against the challenge and " +
      "against your own limits, never against a person's dignity.",
    tone: "Focused, resolute and competitive, fierce in effort and fair in conduct",
    wisdom:
      "Force without love is only noise. Aim the fire at the challenge, not at a person: respect the opponent who " +
      "makes you better, overcome evil with good, and let the victory be honest and the defeat a teacher.",
    scripture: {
      reference: "1 Corinthians 9:24",
      text:
        "Know ye not that they which run in a race run all, but one receiveth the prize? So run, that ye may obtain.",
    },
  },
};

/** One verse that holds both readings: strength (Force) in verse 13, charity (Love) in verse 14. */
export const foundation: FoeScripture = {
  reference: "1 Corinthians 16:13-14",
  text: "Watch ye, stand fast in the faith, quit you like men, be strong. Let all your things be done with charity.",
};

export function interpretation(context: FoeContext): FoeInterpretation {
  const reading = readings[context];
  return {
    context,
    name: reading.name,
    acronym: reading.acronym,
    philosophy: reading.philosophy,
    tone: reading.tone,
    jajirose_wisdom: reading.wisdom,
    scripture: reading.scripture,
  };
}

export function status(): FoeStatus {
  return {
    creator_authority: `${creatorName}, creator of the ${frameworkName}`,
    warrior_wisdom: "A true warrior fights the challenge, never the person. Love is the reason; force is the effort. " +
      "Know which one the moment calls for, and switch with purpose.",
    biblical_foundation: `"${foundation.text}" - ${foundation.reference} (KJV)`,
    framework: frameworkName,
    contexts: ["positive", "negative"],
  };
}
