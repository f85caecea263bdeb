import { isFunctionWord, sharedStems, stemsOf } from "./plans/relevance.ts";
import { quoteVerses } from "./plans/passage_view.ts";
import { topicId } from "./understanding/follow_up.ts";
import { readingPracticeIds } from "./understanding/analyse_turn.ts";
import { comparisonPlan, personBesideAnswer } from "./plans/comparison.ts";
import { askedConceptPlan } from "./plans/concept.ts";
import { explainPlan } from "./plans/explain.ts";
import { factPlan } from "./plans/fact.ts";
import { askedOfTheDeadPlan, blameAfterLoss, feelingPlan, hardThingSaidBack } from "./plans/feeling.ts";
import { followUpPlan } from "./plans/follow_up.ts";
import type { Plan, PlanContext } from "./plans/plan_context.ts";
import type { RequestKind } from "./understanding/request_kind.ts";
import {
  generalPlan,
  greetingPlan,
  identityPlan,
  notInLibraryPlan,
  openPlea,
  openPleaPlan,
  outOfScopePlan,
  startPlan,
  thanksPlan,
} from "./plans/short_replies.ts";
import { stepsPlan } from "./plans/steps.ts";
import { troublePlan } from "./plans/practice_trouble.ts";
import { cautionPlan } from "./plans/health_caution.ts";
import { instancesPlan } from "./plans/instances.ts";
import { recipientsPlan } from "./plans/book_recipients.ts";
import { whereToReadPlan } from "./plans/where_to_read.ts";
import { kjvWordPlan } from "./plans/kjv_word.ts";
import { bookSaysPlan } from "./plans/book_says.ts";
import { writingHelpPlan } from "./plans/writing_help.ts";
import { writingAsked } from "./understanding/scope.ts";
import { recommendAsked, recommendPlan } from "./plans/recommend.ts";
import { prayerWordsPlan } from "./plans/prayer_words.ts";
import { needAskedPlan } from "./plans/need_asked.ts";
import { whichCameFirstPlan } from "./plans/which_came_first.ts";
import { readingPlanPlan } from "./plans/reading_plan.ts";
import { quotedAlongside, recalledSayingPlan } from "./plans/recalled_saying.ts";
import { worksComparedPlan } from "./plans/works_compared.ts";

/**
 * The built-in persona's reply (ISSUE 17): the answer plan for the request kind, composed from the
 * knowledge and the visitor's words; a plan with nothing to say gives way to the general answer.
 * Paragraphs are separated by blank lines, in the markup the chat renders.
 */
const startAsked =
  /\bwhere (?:should|do|can|could) i (?:even )?(?:start|begin)\b|\bwhere to (?:start|begin)\b|\bwhat should i (?:read|start with|begin with)\b|\b(?:recommend|suggest) (?:a|something|where) (?:to read|passage|to start)\b|\bhow do i (?:start|begin|use this)\b\??$/i;

/** Words besides "where do I start" that say what with ("stop drinking"); "I'm new here" says nothing of the kind. */
function somethingOwnBesides(message: string): boolean {
  const rest = message.replace(startAsked, " ").toLowerCase().match(/[a-z']+/g) ?? [];
  return rest.some((word) =>
    word.length > 2 && !isFunctionWord(word) &&
    !/^(?:new|here|just|really|even|app|guide|okay|hello|hey|want|like|honestly|totally|completely|lost|beginner|start|begin|i'm|im|i've|this|all)$/
      .test(word)
  );
}

/** A question asked beside a hard thing told ("my dog died this morning, do animals go to heaven?") meets it first. */
function metFirst(context: PlanContext, answer: string[]): string[] {
  const saidBack = answer.length > 0 ? hardThingSaidBack(context) : null;
  return saidBack ? [saidBack, ...answer] : answer;
}

/** Every request kind but those that stand on their own whatever else is asked (a greeting, a question to the guide). */
export const answering: readonly RequestKind[] = [
  "explain",
  "fact",
  "concept",
  "comparison",
  "steps",
  "feeling",
  "follow-up",
  "general",
];

/**
 * Questions of one shape, whatever kind of request carries them, tried in order before the plan for the kind: each
 * plan gives nothing when the message is not of its shape.
 */
const shapedQuestions: ReadonlyArray<{ kinds: readonly RequestKind[]; plan: Plan }> = [
  // "The weeping may endure for a night thing, is that bible?": the verses holding the words remembered.
  { kinds: answering, plan: recalledSayingPlan },
  // "Are there similarities between the Lotus Sutra and the Gospels?": the likenesses recorded between them.
  { kinds: ["comparison", "concept", "general", "fact", "explain"], plan: worksComparedPlan },
  // "Which Gosho should I read if I'm grieving?": a passage of the kind asked for, for what they name.
  {
    kinds: ["feeling", "concept", "general", "steps", "fact"],
    plan: (context) => recommendAsked.test(context.message) ? recommendPlan(context) : [],
  },
  // "A short prayer for my exam tomorrow": words to pray, not a practice or a lesson on prayer.
  {
    kinds: ["feeling", "concept", "general", "steps", "fact"],
    plan: (context) => metFirst(context, prayerWordsPlan(context)),
  },
  { kinds: answering, plan: (context) => writingAsked.test(context.message) ? writingHelpPlan(context) : [] },
  // "Do I need a Gohonzon to chant?": whether a practice needs it, in its own words.
  { kinds: [...answering, "greeting", "thanks"], plan: needAskedPlan },
  // "Who in the Bible was jealous?": the people Nave's index lists for it.
  { kinds: ["concept", "general", "fact", "feeling", "follow-up"], plan: instancesPlan },
  // "What does thee mean?": a word of the King James English, in plain words. Of the verse just quoted, its modern
  // wording answers instead (a follow-up).
  // A teaching that is only part of the word ("jehovah" of jehovah jireh) leaves the word to be explained.
  { kinds: ["general", "fact", "explain", "concept", "follow-up"], plan: kjvWordPlan },
  // "Where is her story in the Bible?" after Ruth: the passages our notes cite for her.
  { kinds: ["fact", "follow-up", "general", "concept", "explain"], plan: whereToReadPlan },
  // "Who was Paul writing to?" after Philippians 4:13: the letter's recipients.
  { kinds: ["fact", "follow-up", "general", "concept"], plan: recipientsPlan },
  { kinds: ["concept", "general", "fact", "steps"], plan: bookSaysPlan },
  // "Which came first, Buddhism or Christianity?": the older, from the dates of the people named or the founders.
  { kinds: ["fact", "concept", "comparison", "general", "follow-up"], plan: whichCameFirstPlan },
  // "Was Jesus enlightened?": a person set beside a teaching of the other tradition, however it is asked.
  { kinds: ["concept", "fact", "general"], plan: personBesideAnswer },
];

export function composeReply(context: PlanContext): string {
  const { analysis } = context;
  const subject = analysis.references.length + analysis.concepts.length + analysis.people.length +
    analysis.situations.length +
    context.library.knowledge.practices.find(context.message).length;
  const planned = (() => {
    // "Help", "what do I do?" with nothing told yet, here or before: asked what is happening.
    if (subject === 0 && !analysis.previous?.topic && openPlea.test(context.message.trim())) {
      return openPleaPlan(context);
    }
    if (
      subject === 0 && ["steps", "general", "follow-up"].includes(analysis.kind) && startAsked.test(context.message) &&
      // "I want to stop drinking. Where do I start?" asks where to start with that, not with the library.
      !somethingOwnBesides(context.message) &&
      // Asked of a work ("where do I even start with it" after the Bible), it is where to begin reading that work.
      !analysis.practices.some((practice) => readingPracticeIds.has(practice.id)) &&
      // Asked after a practice's steps, it is where to start with them; after a wish or a teaching ("I want to be more
      // grateful"), where to start with that.
      !analysis.previous?.topic?.startsWith("practice:") && analysis.followUp?.mode !== "steps"
    ) {
      return startPlan(context);
    }
    // "Will she forgive me?" after a death told: what only the one who died could say.
    const ofTheDead = askedOfTheDeadPlan(context);
    if (ofTheDead) return ofTheDead;
    // "I have diabetes, can I fast?": whether it is safe, before anything else about it.
    if (analysis.caution) return cautionPlan(context);
    // "I keep falling asleep when I pray": what helps with that, not the steps of prayer again.
    if (analysis.trouble) return troublePlan(context);
    // "The four Gospels in 30 days": the chapters shared out over the days.
    if (analysis.readingPlan) return readingPlanPlan(context);
    for (const { kinds, plan } of shapedQuestions) {
      const answer = kinds.includes(analysis.kind) ? plan(context) : [];
      if (answer.length > 0) return answer;
    }
    switch (analysis.kind) {
      case "greeting":
        return greetingPlan(context);
      case "thanks":
        return thanksPlan(context);
      case "identity":
        return identityPlan(context);
      case "out-of-scope":
        return outOfScopePlan(context);
      case "not-in-library":
        return notInLibraryPlan(context);
      case "follow-up":
        return followUpPlan(context);
      case "explain":
        return analysis.references[0] ? explainPlan(context, analysis.references[0]) : [];
      case "fact":
        return metFirst(context, factPlan(context));
      case "concept":
        return metFirst(context, analysis.concepts[0] ? askedConceptPlan(context, analysis.concepts[0]) : []);
      case "comparison":
        return metFirst(context, comparisonPlan(context));
      case "steps": {
        const steps = stepsPlan(context);
        if (steps.length > 0) return steps;
        // Asked for steps that no practice gives, the guide says so before offering what it holds.
        const instead = generalPlan(context);
        const offered = instead.some((paragraph) => /^"|^\*(?:Lotus|[^*]+\(Gosho)/.test(paragraph));
        return offered ? [context.choose.pick(context.choose.phrases.noSteps, "noSteps"), ...instead] : instead;
      }
      case "feeling":
        return feelingPlan(context);
      case "general":
        return generalPlan(context);
    }
  })();
  const given = planned.length > 0 ? planned : generalPlan(context);
  // "Is karma basically just 'you reap what you sow'?": the quoted words' verse goes with the answer, after its opening.
  const quoted = ["concept", "comparison", "fact", "general", "follow-up", "feeling"].includes(analysis.kind)
    ? quotedAlongside(context, given)
    : null;
  // An answer set out side by side ("**In Buddhism:**") takes it first, before the sides.
  const withQuoted = !quoted
    ? given
    : given[0].startsWith("**")
    ? [quoted, ...given]
    : [given[0], quoted, ...given.slice(1)];
  // "Was it my fault?" after a death told: that it was not comes before anything else.
  const blame = blameAfterLoss(context);
  const answer = blame ? [blame, ...withQuoted] : withQuoted;
  // Asked for help with an essay on it: what we hold, offered to start from, not the essay.
  const paragraphs = analysis.studyTask && !["out-of-scope", "identity", "greeting", "thanks"].includes(analysis.kind)
    ? [context.choose.pick(context.choose.phrases.studyOpen, "study"), ...answer]
    : answer;
  return [...bridgeFromPassage(context, paragraphs), ...paragraphs].filter((paragraph) => paragraph.trim() !== "")
    .join("\n\n");
}

/**
 * "And what would Nichiren say to someone afraid?" after Psalm 23: a new subject asked in the same breath ("and...") of
 * a Bible passage just read starts from the verse of it that speaks to that subject ("I will fear no evil"), so the
 * conversation stays on the passage while it turns.
 */
function bridgeFromPassage(context: PlanContext, paragraphs: readonly string[]): string[] {
  const { analysis } = context;
  const reference = topicId(analysis.previous?.topic ?? null, "reference");
  const subject = analysis.concepts[0];
  if (
    analysis.kind === "follow-up" || !reference || !subject || !/^(?:and|but|so)\b/i.test(context.message.trim()) ||
    paragraphs.some((paragraph) => paragraph.includes(reference))
  ) return [];
  const verses = context.library.verses(reference);
  const wanted = stemsOf([subject.term, ...subject.aliases].join(" "));
  const [best] = verses.map((verse) => ({ verse, shared: sharedStems(wanted, verse.text) }))
    .filter(({ shared }) => shared > 0).sort((left, right) => right.shared - left.shared);
  return best ? [`The passage we were reading speaks to it first: ${quoteVerses([best.verse], context.library)}`] : [];
}
