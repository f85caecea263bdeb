import { shown } from "./passage_view.ts";
import type { PlanContext } from "./plan_context.ts";
import { isFunctionWord } from "./relevance.ts";

/** The content words of a text, lower-cased, at least four letters. */
const words = (text: string) => (text.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((word) => !isFunctionWord(word));

/** Someone in the scriptures asked for as an example of something ("an example of someone who got angry"). */
export const instancesAsked =
  /\b(?:examples?|instances?|stories|story) (?:of|about) (?:someone|somebody|anyone|anybody|people|a person|persons|a character|characters|a man|a woman|men|women)\b|\b(?:who|anyone|anybody|someone|somebody|people|characters?|figures?) in the (?:bible|scriptures?|old testament|new testament)\b|\bbiblical (?:characters?|figures?|people|examples?|heroes?) (?:who|that|of)\b/i;

/** A reference short enough to quote whole as an instance: one verse or a few. */
const quotable = (reference: string) => {
  const span = /:(\d+)(?:-(\d+))?$/.exec(reference);
  return span !== null && (span[2] === undefined || Number(span[2]) - Number(span[1]) <= 4);
};

/**
 * People the scriptures show doing or feeling what the visitor names ("who in the Bible was jealous?"): the instances
 * Nave's Topical Bible lists under its topic for it, the first of them quoted. Empty when no topic for it lists any.
 */
export function instancesPlan(context: PlanContext): string[] {
  if (!instancesAsked.test(context.message)) return [];
  const { library, analysis } = context;
  // The topic the word asked names ("doubt": DOUBTING, "jealous": JEALOUSY, "angry": ANGER), or the main topic of a
  // feeling named, when it is named alike: never a neighbouring one ("afraid": CARE, which is worry; "lonely":
  // FRIENDSHIP).
  const asked = words(context.message.replace(instancesAsked, " "));
  const names = [
    ...asked.flatMap((word) => [
      word,
      `${word}ing`,
      `${word}y`,
      `${word}ness`,
      word.replace(/t$/, "ce"),
      word.replace(/ry$/, "er"),
      word.replace(/ed$/, ""),
      word.replace(/ed$/, "ing"),
    ]),
    ...analysis.situations.filter((situation) => !situation.context).flatMap((situation) =>
      (situation.naves ?? []).slice(0, 1).filter((name) =>
        words(name).some((word) => asked.some((other) => word.slice(0, 4) === other.slice(0, 4)))
      )
    ),
  ];
  for (const name of new Set(names)) {
    const heading = library.topicOutline(name)?.headings.find((found) =>
      /^INSTANCES OF\b/.test(found.label) && found.items.length > 0
    );
    if (!heading) continue;
    const instances = heading.items.slice(0, 4).map((item) =>
      `${item.label.replace(/^Of /, "")} (${item.references[0]})`
    );
    const first = heading.items.find((item) => quotable(item.references[0]));
    const passage = first ? library.passage(first.references[0]) : null;
    // "INSTANCES OF THE COURAGE OF CONVICTION" says what of; a heading the index ran together with its first item
    // ("INSTANCES OF.Isaac toward...") does not.
    const what = /^INSTANCES OF ([A-Z ,]+)$/.exec(heading.label)?.[1].toLowerCase() ?? name.toLowerCase();
    return [
      `Nave's Topical Bible lists instances of ${what}, among them: ${instances.join("; ")}.`,
      ...(passage ? [shown(passage, context)] : []),
    ];
  }
  return [];
}
