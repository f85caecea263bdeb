import type { FoeExamples, FoeScenario } from "../../contracts/foe.ts";

/**
 * The example scenarios of POST /api/foe/examples (spec section 3): everyday moments for each
 * reading, with the choices they were written for, so a card can fill the whole form. Each one is
 * analysed by examples_test.ts: an example must be read the way its card says, or it teaches the
 * wrong thing.
 */

const positive: FoeScenario[] = [
  {
    situation: "Family reunion after years apart",
    message: "Welcome home! We missed you so much, and the whole family is together again.",
    context: "positive",
    settings: { emotional_state: "joy", audience: "family", situation: "reunion" },
  },
  {
    situation: "A friend going through a hard time",
    message: "I'm here for you, whatever you need. You don't have to carry this alone.",
    context: "positive",
    settings: { emotional_state: "love", audience: "friends", situation: "support" },
  },
  {
    situation: "Thanking the team after the season",
    message: "So proud of you all. Thank you for every early morning; let's celebrate together!",
    context: "positive",
    settings: { emotional_state: "celebration", audience: "team", situation: "celebration" },
  },
  {
    situation: "Making peace after an argument",
    message: "I'm not angry anymore. I'm sorry for what I said, and I forgive you.",
    context: "positive",
    settings: { emotional_state: "love", audience: "family", situation: "conflict" },
  },
  {
    situation: "Welcoming a new neighbour",
    message: "Welcome to the neighbourhood! We're glad you're here and would love to have you over.",
    context: "positive",
    settings: { emotional_state: "joy", audience: "community", situation: "support" },
  },
];

const negative: FoeScenario[] = [
  {
    situation: "The night before a championship final",
    message: "Final tomorrow. Stay focused, never back down, and leave everything on the field.",
    context: "negative",
    settings: { emotional_state: "determination", audience: "team", situation: "competition" },
  },
  {
    situation: "Coming back from a setback",
    message: "We lost last week, but we will bounce back stronger. Time to dig deep and train harder.",
    context: "negative",
    settings: { emotional_state: "determination", audience: "team", situation: "challenge" },
  },
  {
    situation: "Facing the rival who beat you last season",
    message: "They beat us last season. Respect them, then outwork them and win it fairly.",
    context: "negative",
    settings: { emotional_state: "focus", audience: "opponents", situation: "competition" },
  },
  {
    situation: "Turning frustration into effort",
    message: "I'm frustrated with how we played. Let's turn it into fuel and fight for every point.",
    context: "negative",
    settings: { emotional_state: "anger", audience: "team", situation: "competition" },
  },
  {
    situation: "A deadline at work",
    message: "The deadline is Friday and the pressure is real. Let's push through and finish strong.",
    context: "negative",
    settings: { emotional_state: "focus", audience: "team", situation: "challenge" },
  },
];

export function examples(): FoeExamples {
  return { positive_examples: { scenarios: positive }, negative_examples: { scenarios: negative } };
}
