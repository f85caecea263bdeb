import type { VerseRecord } from "../../scriptures/corpus.ts";
import { bestSentences, firstSentences, sentencesOf } from "./answer_sentences.ts";
import { strugglePlan } from "./struggle.ts";
import type { GlossaryEntry, Person, Practice } from "../../knowledge/knowledge_schemas.ts";
import { comparisonPlan } from "./comparison.ts";
import { isFunctionWord, questionStems, sharedStems, stemsOf } from "./relevance.ts";
import { conceptPlan, definitionFor, traditionName } from "./concept.ts";
import { parallelPlan } from "./parallels.ts";
import { commentariesOn, commentaryOn, explainPlan } from "./explain.ts";
import { answerAbout, factPlan } from "./fact.ts";
import { feelingPlan, spokenToThem } from "./feeling.ts";
import { fill } from "../phrasing.ts";
import {
  earlierReplies,
  freshPassage,
  listed,
  lowerFirst,
  nameInSentence,
  numbered,
  type PlanContext,
} from "./plan_context.ts";
import { generalPlan, notInLibraryPlan } from "./short_replies.ts";
import { forCircumstance, stepsPlan } from "./steps.ts";
import { lessonPlan, storyOf } from "./lesson.ts";
import { listPartPlan } from "./list_part.ts";
import { bestPractice, bothAsked, occasionNamed, settingsNamed, timesNamed } from "../understanding/practice_match.ts";
import { frameConcepts, questionOpening, type Situation, writtenBy } from "../understanding/analyse_turn.ts";
import {
  aboutPractice,
  andThe,
  applyAsked,
  asksWhatItMeans,
  closestAsked,
  contentWords,
  doneToThem,
  likenessNamed,
  readToSomeone,
  splitTopic,
  stepsAsked,
  twoCompared,
  whichAmI,
} from "../understanding/follow_up.ts";
import { modernQuote, quoteVerses, shown } from "./passage_view.ts";
import { subjectPassages, wasCited } from "./subject_passages.ts";
import type { Passage } from "../engine.ts";

/** One part of the teaching the conversation is about, or of the one a passage just explained carries, by its place. */
function listedPart(context: PlanContext, kind: string, id: string): string[] | null {
  const { library } = context;
  const passage = kind === "reference" ? library.passage(id) : null;
  const entry = kind === "concept"
    ? library.knowledge.glossary.get(id)
    : passage
    ? library.conceptsCiting(passage.reference).find((found) =>
      library.passage(found.passages[0])?.reference === passage.reference
    )
    : undefined;
  return entry ? listPartPlan(context, entry) : null;
}

/** Asking to become like the one just spoken of ("how can I be more like him?"). */
const emulationAsked =
  /\b(?:be|become|get|live|act) (?:more |a bit more |a little more )?like (?:that|this|him|her|them|it)\b/i;

/**
 * "What's the point of that story?" after a reply about a person or teaching that told one (Shariputra's prophecy in
 * the burning-house chapter): the lesson of the latest story the reply cited.
 */
function storyLesson(context: PlanContext): string[] | null {
  const cited = context.analysis.previous?.citations ?? [];
  for (const reference of [...cited].reverse()) {
    const passage = context.library.passage(reference);
    const story = passage ? storyOf(context, passage.reference) : undefined;
    const lesson = passage && story ? lessonPlan(context, "reference", passage.reference) : null;
    if (!story || !lesson) continue;
    // The story was cited, not told: it is named before what its figures stand for ("the father is the Buddha").
    const [first, ...rest] = lesson;
    const told = first.toLowerCase().includes(story.term.toLowerCase());
    return told ? lesson : [`In ${nameInSentence(story.term, context)}, ${first.replace(/^The\b/, "the")}`, ...rest];
  }
  return null;
}

/**
 * A follow-up (ISSUE 17), answered against what the previous reply cited and was about: "the
 * second passage" explains that passage, "the valley part" the verse holding those words, "say
 * more" goes further on the same subject, "and Buddhism?" turns to the other tradition, "what
 * about for my son?" keeps the subject for someone else.
 */
export function followUpPlan(context: PlanContext): string[] {
  const { analysis } = context;
  const followUp = analysis.followUp;
  const previous = analysis.previous;
  if (!followUp || !previous) return [];
  const [kind, id] = splitTopic(previous.topic);
  // "What do I do first?" after a practice's steps: its first step, not all of them again.
  const steps = kind === "practice" ? context.library.knowledge.practices.get(id) : undefined;
  if (steps && firstStepAsked.test(context.message)) {
    return [`Start with the first step: ${steps.steps[0]}`, `Then, when you are ready: ${steps.steps[1]}`];
  }
  // "What's the third one?" after a teaching that is a list (the Four Noble Truths, the Beatitudes): that part of it,
  // not the third passage quoted.
  // "What is the first step?" of the Eightfold Path names its parts by what they are.
  // "Read me the first one" asks for a passage quoted, not a part of a teaching.
  const part =
    /\b(?:ones?|steps?|parts?|truths?|worlds?|vows?|precepts?|factors?|commandments?)\b/i.test(context.message) &&
      !/\b(?:read|quote|recite)\b/i.test(context.message) && ["passage", "ask"].includes(followUp.mode)
      ? listedPart(context, kind, id)
      : null;
  if (part) return part;
  switch (followUp.mode) {
    case "passage": {
      // "The second one - who wrote that?": the fact asked about that passage, before it is explained.
      const asked = /^(?:(?:and|so|but)\s+)?(?:who|when|where)\b|[-–—,:]\s*(?:who|when|where)\b/i.test(context.message)
        ? answerAbout(context, `reference:${followUp.reference}`)
        : [];
      if (asked.length > 0) return asked;
      // "Does that mean everything happens for a reason?" after Romans 8:28: the teaching the question names, when the
      // passage carries it, answers first; then another of its passages, not the same verse again.
      const carried = /\bmean\b/i.test(context.message)
        ? context.analysis.concepts.find((entry) =>
          !frameConcepts.has(entry.id) && context.library.conceptsCiting(followUp.reference).includes(entry)
        )
        : undefined;
      const another = carried ? freshPassage(carried.passages, context, new Set([followUp.reference])) : null;
      if (carried) return [definitionFor(carried, context), ...(another ? [shown(another, context)] : [])];
      return explainPlan(context, followUp.reference);
    }
    case "part": {
      // "The one about treasures" after several letters named: the one whose title holds the word.
      const titled = kind === "reference" ? undefined : previous.citations.find((cited) => {
        const title = stemsOf(
          cited.replace(/\s*\(Gosho Volume [IVX]+\)$/, "").replace(/^Lotus Sutra, Chapter \d+: /, ""),
        );
        return !/\d+:\d+/.test(cited) &&
          followUp.words.some((word) => [...stemsOf(word)].some((stem) => title.has(stem)));
      });
      const reference = kind === "reference" ? id : titled ?? previous.citations[0];
      if (!reference) return [];
      // The part may lie outside the verses quoted ("the line about a time to mourn" after Ecclesiastes 3:1): its whole chapter.
      const chapter = reference.replace(/:\d+(?:-\d+)?$/, "");
      // Only when the quoted verses hold every word of it: "time" alone does not make 3:1 the line about mourning.
      const quoted = context.library.verses(reference).map((verse) => verse.text.toLowerCase()).join(" ");
      const inQuoted = followUp.words.every((word) => quoted.includes(word));
      return explainPlan(context, inQuoted ? reference : chapter, followUp.words);
    }
    case "more":
      return (/\b(?:examples?|illustration|for instance|like what|such as)\b/i.test(context.message) &&
        examplesOf(context, kind, id)) || more(context, kind, id);
    case "tradition":
      return otherTradition(context, followUp.tradition, ...subjectTurned(context, kind, id));
    case "likeness": {
      // A Bible saying set beside a Buddhist teaching ("you reap what you sow" beside karma) is looked for in the Bible;
      // any other likeness ("a day of rest" of the sabbath) is a question about the teaching itself.
      const teaching = context.library.knowledge.glossary.get(id);
      return teaching?.tradition === "buddhist" && sayingNamed(context)
        ? otherTradition(context, "christian", kind, id)
        : followUpPlan({ ...context, analysis: { ...analysis, followUp: { mode: "ask" } } });
    }
    case "person": {
      // The subject is the one before; "my daughter" only says for whom.
      const reply = more({ ...context, analysis: { ...analysis, situations: [] } }, kind, id);
      return reply.length
        ? [`For ${followUp.person.replace(/^my /, "your ")}, the same holds, perhaps in simpler words:`, ...reply]
        : [];
    }
    case "shorter":
      return shorterPlan(context, kind, id, followUp.circumstance);
    case "modern":
      return modernPlan(context, followUp.reference, followUp.spanish === true);
    case "commentary": {
      const verses = context.library.verses(followUp.reference);
      const notes = verses.length > 0 ? commentariesOn(verses, context, earlierReplies(context)) : [];
      const who = /\bspurgeon\b/i.test(context.message) ? "Spurgeon's note" : "Matthew Henry's note";
      // The verses the note opens on, quoted, so it is plain which passage it is on.
      return notes.length > 0
        ? [quoteVerses(verses.slice(0, 2), context.library), ...notes]
        : [`${who} on ${followUp.reference} has nothing more than I have shared already.`];
    }
    case "summaryOnly": {
      // Of a teaching, the whole chapter is the one it is first cited for, which a comparison may not have quoted again.
      const own = kind === "concept" ? context.library.knowledge.glossary.get(id)?.passages[0] : undefined;
      const chapter = own && /^Lotus Sutra/.test(own) && /\bchapter\b/i.test(context.message) ? own : undefined;
      const passage = context.library.passage(chapter ?? followUp.reference);
      if (!passage) return more(context, kind, id);
      const name = passage.source === "gosho" ? `*${passage.reference}*` : "the Lotus Sutra";
      return [
        fill(context.choose.pick(context.choose.phrases.summaryOnly, "summary"), { name }),
        shown(passage, context),
      ];
    }
    case "parallel":
      return parallelPlan(context, followUp.reference, followUp.books);
    case "rest":
      // "What's the rest of that psalm about?": what the chapter is about, from its opening, not only its next verses.
      return /\babout\b|\bmean(?:s|ing)?\b/i.test(context.message) && !followUp.whole
        ? explainPlan(context, `${followUp.reference.replace(/:\d.*$/, "")}:1-3`)
        : restPlan(context, followUp.reference, previous.citations, followUp.whole);
    case "next":
      return storyNextPlan(context, followUp.reference, followUp.end) ??
        restPlan(context, followUp.reference, previous.citations);
    case "missed":
      return [context.choose.pick(context.choose.phrases.missed, "missed")];
    case "lesson":
      return lessonPlan(context, kind, id) ?? storyLesson(context) ?? more(context, kind, id);
    case "plain":
      return plainPlan(context, id);
    case "struggle":
      return strugglePlan(context);
    case "another":
      return anotherPlan(context, kind, id, followUp.like, followUp.bible) ?? more(context, kind, id);
    case "byWriter":
      return byWriterPlan(context, followUp.writer, followUp.first) ?? more(context, kind, id);
    case "notGiven":
      return notGivenPlan(context, followUp.source, followUp.book);
    case "source":
      // "Where does he say that?" of what Nichiren wrote is asked of the letter quoted, not of the teaching's passages.
      return (kind === "concept" && previous.kind === "concept" &&
        !/\b(?:he|she|they|nichiren|jesus|paul|the buddha)\b/i
          .test(context.message) &&
        teachingSourcePlan(context, id)) ||
        sourcePlan(context, followUp.reference);
    case "steps": {
      const earlier = inherited(context);
      // "What does the Bible say about forgiving yourself", "explain John 15:5": how the earlier question was asked is no
      // wish to read the Bible, or to explain something to someone.
      // "And the Lotus Sutra?" only turned to a tradition: it asks for no reading of the Lotus Sutra.
      const turnedOnly = context.analysis.earlier?.followUp?.mode === "tradition";
      const told = turnedOnly ? "" : earlier.analysis.text.replace(
        /\bwhat (?:does|do|did|would) (?:the )?(?:bible|scriptures?|buddhism|buddha|jesus|god|nichiren)(?: have to)? say (?:about|on|of)\b|^(?:please |can you |could you )?(?:explain|tell me about)\b/gi,
        "",
      );
      const asked = `${told} ${context.message}`;
      // The practice that fits what they now ask ("tonight, when it's worst") with what they told before.
      // "One that fits both" traditions is one they share.
      const tradition = bothAsked.test(context.message) ? "shared" : earlier.analysis.tradition;
      // The practices curated for what they told are the ones that fit it ("how do I cope" after losing a job).
      const fitting = earlier.analysis.situations.flatMap((situation) => situation.practices ?? []);
      const practices = context.library.knowledge.practices;
      // Tried and of no help ("and if that doesn't work?"), the practices just given are not the answer again.
      const given = context.history.findLast((turn) => turn.role === "assistant")?.content.toLowerCase() ?? "";
      const tried = followUp.instead
        ? new Set(
          practices.all.filter((candidate) =>
            (kind === "practice" && candidate.id === id) || given.includes(`*${candidate.name.toLowerCase()}*`)
          ).map((candidate) => candidate.id),
        )
        : null;
      const offered = tried ? practices.all.filter((candidate) => !tried.has(candidate.id)) : practices.all;
      // A practice "for that" passage is one that prays or studies with a passage: lectio divina, a Gosho read closely.
      const practiceWith = (reference: string) =>
        /^Lotus Sutra/.test(reference)
          ? practices.get("reading-the-lotus-sutra")
          : /Gosho/.test(reference)
          ? practices.get("studying-a-gosho")
          : practices.get("lectio-divina");
      const withThePassage = kind === "reference" ? practiceWith(id) : undefined;
      // "How does that apply to my life?" after a parable or teaching: a practice of taking its passage to heart.
      const teachingPassage = kind === "concept" ? context.library.knowledge.glossary.get(id)?.passages[0] : undefined;
      const withItsPassage = !applyAsked.test(context.message) || !appliedToLife.test(context.message)
        ? undefined
        : withThePassage ?? (teachingPassage === undefined ? undefined : practiceWith(teachingPassage));
      // A practice written around the very passage ("Be still" and its breath prayer) is the way to live it.
      const builtOnIt = kind === "reference" ? offered.find((candidate) => candidate.passages.includes(id)) : undefined;
      // A practice for a teaching ("what's a practice for that" after worry and anxiety) is one for what it names.
      const teaching = kind === "concept" ? context.library.knowledge.glossary.get(id) : undefined;
      const forTeaching = teaching
        ? bestPractice(offered, [teaching.term, ...teaching.aliases].join(", "), tradition, 0)
        : null;
      // An occasion the question itself names ("how do I tell them" after wanting to chant) is what the steps are for.
      // With the practice just given, the moods it was for still count ("what about for my daughter" after the steps
      // for anger: a child's anger), when a mood was told: the moods a practice is for are no visitor's ("now make it for
      // a kid" after the Lord's Prayer for a morning run asks nothing of anxiety).
      const before = kind === "practice" && earlier.analysis.situations.some((situation) => !situation.context)
        ? (practices.get(id)?.when ?? []).filter((when) => when.startsWith("when ")).map((when) => when.slice(5)).join(
          " ",
        )
        : "";
      const forOccasion = occasionNamed(context.message)
        ? bestPractice(offered, `${context.message} ${before}`, tradition, 0)
        : null;
      // "How can I be like that?" after a story or teaching: a practice of living what it teaches (bowing to everyone,
      // helping a neighbour), when one is written for it.
      const exemplar = teaching ??
        (kind === "reference" ? storyOf(context, id) ?? context.library.conceptsCiting(id)[0] : undefined);
      const toEmulate = exemplar && emulationAsked.test(context.message)
        ? bestPractice(offered, [exemplar.term, ...exemplar.aliases].join(", "), tradition, 1)
        : null;
      const ownPractice = teaching
        ? (withItsPassage || fitting.length > 0
          ? null
          : practiceOfTeaching(offered, teaching, context.message, tradition))
        // "Teach me", "walk me through it" after a practice: that practice, step by step.
        : kind === "practice" && !tried && bareStepsAsked.test(context.message.trim())
        ? practices.get(id) ?? null
        : null;
      // "Like what could I give this week?" after the steps for giving: the step that says so answers it, not a
      // practice of other steps.
      const circumstance = followUp.circumstance;
      const justGiven = kind === "practice" && !tried && !forOccasion && !ownPractice && !circumstance
        ? practices.get(id)
        : undefined;
      // Half of a short question's words is enough ("give" and "week"), as for the practice's note.
      const asking = questionStems(context.message).size;
      const least = asking <= 2 ? 1 : 2;
      const [step] = justGiven && asking > 0
        ? bestSentences(justGiven.steps, context.message, 1, [justGiven.name], least)
        : [];
      if (justGiven && step) {
        const number = justGiven.steps.findIndex((one) => one.includes(step)) + 1;
        return [`Step ${number} of *${nameInSentence(justGiven.name, context)}* is for that: ${step}`];
      }
      // "And what about evenings?" after the steps for mornings: the same practice when it is for every time and place
      // named, else the one for them that fits what was told before.
      const stepsGiven = kind === "practice" ? practices.get(id) : undefined;
      const placed = circumstance ? settingsNamed(circumstance) : [];
      const keptThere = offered.filter((other) =>
        other !== stepsGiven && other.when.some((when) => placed.includes(when))
      );
      const forThen = !circumstance || !stepsGiven
        ? null
        : placed.every((where) => stepsGiven.when.includes(where))
        ? stepsGiven
        : bestPractice(keptThere, `${circumstance} ${before} ${told}`, tradition, 0) ??
          bestPractice(keptThere, `${circumstance} ${before}`, tradition, 0) ?? stepsGiven;
      // After a turn that only named a tradition, the teaching talked about is what the steps are for.
      const practice = forThen ?? builtOnIt ?? toEmulate ?? ownPractice ?? forOccasion ?? withItsPassage ??
        (turnedOnly ? forTeaching : null) ??
        bestPractice(offered, asked, tradition, 0, fitting) ??
        forTeaching ??
        (kind === "practice" && !tried ? practices.get(id) : withThePassage);
      if (!practice) return more(context, kind, id);
      // Taken to heart, a story is first said in everyday words: what it can mean for a life, then a way to live it.
      const story = practice === withItsPassage
        ? teaching ?? (kind === "reference" ? context.library.conceptsCiting(id)[0] : undefined)
        : undefined;
      return [
        ...(story ? [story.plain] : []),
        ...stepsPlan(earlier, practice, {
          instead: tried !== null,
          circumstance: circumstance ? { words: circumstance, message: context.message } : undefined,
        }),
      ];
    }
    case "ask": {
      // A bare "where?" or "when?" asks it of the question before: "when did he die?" then "where?".
      const bare = context.message.trim().split(/\s+/).length <= 2 || andThe.test(context.message.trim());
      const asked = bare
        ? askedAgainOf(context.history.findLast((turn) => turn.role === "user")?.content ?? "", context.message)
        : context.message;
      if (bare) context = { ...context, message: asked };
      // "What can I read to her?" after "my grandmother is in hospice": passages chosen for what was told.
      const toRead = kind === "situation" && readToSomeone.test(context.message) ? forWhatWasTold(context) : null;
      if (toRead) return toRead;
      // "Who else is in that chapter?" after Hebrews 11:1: the people of our notes its chapter names, in its order.
      const inChapter = peopleAsked.test(context.message) ? peopleOfChapter(context) : null;
      if (inChapter) return inChapter;
      // "Did he have a sister too?" after Moses: the relative our notes name is the answer.
      if (kind === "person" && analysis.relative) return answerAbout(context, `person:${analysis.relative.id}`);
      // "Did Jesus ever forgive him for that?" after the story of Peter's denial: "him" is the one of the story's people
      // the question does not name, and our notes on him answer it.
      const ofStory = analysis.people.length > 0 &&
        analysis.people.every((person) => analysis.earlier?.people.includes(person));
      const other = kind === "reference" && ofStory && doneToThem.test(context.message)
        ? analysis.earlier?.people.find((person) => !analysis.people.includes(person))
        : undefined;
      const ofOther = other ? answerAbout(context, `person:${other.id}`) : [];
      if (ofOther.length > 0) return ofOther;
      // "Where do they differ?" after what the traditions share: the related teaching the question's words name.
      const turnedTo = kind === "concept" ? relatedNamed(context, id) : undefined;
      if (turnedTo) return conceptPlan(context, turnedTo);
      if (previous.kind === "comparison" && analysis.earlier) return contrastPlan(context);
      // "What's different between the two versions?" after a story set beside the other tradition's: the stories
      // compared, each by our note on it.
      const stories = twoCompared.test(context.message) ? storiesSetSide(context) : null;
      if (stories) return storiesContrasted(context, stories);
      // A well-known fact asked of what was just discussed ("how many chapters are there?" after the Lotus Sutra).
      if (analysis.bibleFact) return factPlan(context);
      // "Which son am I more like?" after a parable: asked of the story the passage tells.
      // "Which character am I supposed to relate to?" asks what the story means, which its explanation tells.
      const story = kind === "reference" && (whichAmI.test(context.message) || !placeAsked.test(context.message))
        ? storyOf(context, id) ?? context.library.conceptsCiting(id)[0]
        : undefined;
      const judged = kind === "concept" ? judgedPlan(context, id) : story ? judgedPlan(context, story.id) : [];
      if (judged.length > 0) return judged;
      // "Who wrote it?", "when was it written?" of a text we do not hold: our notes have nothing on it, said plainly,
      // rather than the nearest passages again.
      const unheld = previous.kind === "not-in-library" ? analysis.earlier?.missing : null;
      if (
        unheld &&
        /^(?:(?:and|so|but|ok(?:ay)?)[, ]+)?(?:who|when|where|why|how (?:old|long)|what year|is|are|was|were|does|did)\b/i
          .test(context.message) &&
        !closestAsked.test(context.message)
      ) {
        return [
          fill(context.choose.pick(context.choose.phrases.notesSilent, "silent"), { name: unheld.name }),
          context.choose.pick(context.choose.phrases.greetingOffer, "offer"),
        ];
      }
      if (previous.kind === "not-in-library" && analysis.earlier) return notInLibraryPlan(inherited(context)).slice(1);
      // "How long should I chant it?" after the daimoku: a question of practice, answered from the practice of the teaching.
      // "How long is it?" asks the length of the text or teaching itself, not how long to practise it.
      const ofItself = /\bhow (?:long|big|short) (?:is|are|was|were) (?:it|that|this|they|the)\b/i.test(
        context.message,
      );
      const teaching = kind === "concept" && aboutPractice.test(context.message.trim()) && !ofItself
        ? context.library.knowledge.glossary.get(id)
        : undefined;
      const ofTeaching = teaching
        ? bestPractice(
          context.library.knowledge.practices.all,
          [teaching.term, ...teaching.aliases].join(", "),
          null,
          2,
        )
        : null;
      if (ofTeaching) {
        return /\bhow (?:long|often|many|much)\b/i.test(context.message)
          ? stepsPlan(context, ofTeaching)
          : practiceSilent(context, ofTeaching);
      }
      const practice = kind === "practice" ? context.library.knowledge.practices.get(id) : undefined;
      // "How much should I read each day?" after a reading plan: the step that gives the measure answers it.
      const measured = practice && /\bhow (?:much|long|often|many)\b/i.test(context.message)
        ? practice.steps.findIndex((step) =>
          /\b(?:\d+|one|two|three|four|five|ten|fifteen|twenty|thirty) (?:minutes?|chapters?|verses?|psalms?|pages?|times|breaths?)\b|\b(?:a|each|every|one) (?:chapter|psalm) (?:a|each|every) day\b|\b(?:a|each|every) (?:day|morning|evening|night)\b/i
            .test(step)
        )
        : -1;
      if (practice && measured >= 0) {
        return [
          `Step ${measured + 1} of *${nameInSentence(practice.name, context)}* gives the measure: ${
            practice.steps[measured]
          }`,
          "Take the measure as a guide rather than a rule: keeping at it gently matters more than getting it exact.",
        ];
      }
      // "The nights are the worst": steps for that time of day, when these were not written for it.
      // Told, not asked: "is it ok to do it in the morning?" asks about these steps, answered below.
      const told = !/\?\s*$/.test(context.message) && !questionOpening.test(context.message.trim());
      const times = told ? timesNamed(context.message) : [];
      const otherTime = practice && times.length > 0 && times.every((time) => !practice.when.includes(time));
      // Chosen by the time alone: "the worst" asks for nothing a practice is written about.
      const forTime = otherTime
        ? bestPractice(
          context.library.knowledge.practices.all.filter((other) => other.id !== practice.id),
          times.join(", "),
          null,
          2,
        )
        : null;
      if (forTime) return stepsPlan(context, forTime);
      if (
        practice &&
        /\b(?:which|what|any|a|some|good) (?:bible )?(?:passage|verse|psalm|scripture|reading|text)s?\b|\bwhat (?:can|could|should) (?:i|we) read\b/i
          .test(context.message)
      ) {
        // "Any verse about that?" after steps for a worry told is asked of the worry; a verse to use with the practice
        // ("to memorise", "to try it with") is the practice's own.
        // Something to read to someone ("what can I read to her") is for the one told of, not for the practice.
        const ofPractice = !readToSomeone.test(context.message) &&
          /\b(?:with|for) (?:it|this (?:practice|prayer))\b|\bmemori[sz]e|\b(?:use|try|pray|chant|read|say)\b/i
            .test(context.message);
        const forWorry = ofPractice ? null : forWhatWasTold(context);
        if (forWorry) return forWorry;
        const passages = practice.passages.map((reference) => context.library.passage(reference))
          .filter((found) => found !== null).slice(0, 2);
        if (passages.length > 0) {
          return [
            context.choose.pick(context.choose.phrases.startWith, "start"),
            ...passages.map((passage) => shown(passage, context)),
          ];
        }
      }
      // "How do I memorise it?" after a verse: the question's own words name a practice, and its steps answer it. After a
      // teaching, the practice written for it comes first.
      const teachingAsked = kind === "concept" ? context.library.knowledge.glossary.get(id) : undefined;
      const ofTheTeaching = teachingAsked
        ? practiceOfTeaching(context.library.knowledge.practices.all, teachingAsked, context.message, null)
        : null;
      const named = stepsAsked.test(context.message)
        ? ofTheTeaching ?? bestPractice(context.library.knowledge.practices.all, context.message, null, 1)
        : null;
      if (named && named !== practice) return stepsPlan(context, named);
      // A conclusion drawn from a teaching is answered in its own words first, then from our other notes on it.
      const conclusion = kind === "concept" && asksWhatItMeans(context.message);
      const inItsWords = conclusion ? misreadingRuledOut(context, id, false) : [];
      if (inItsWords.length > 0) return inItsWords;
      const answer = previous.topic ? answerAbout(context, previous.topic) : [];
      if (answer.length > 0) return answer;
      const ruledOut = conclusion ? misreadingRuledOut(context, id, true) : [];
      if (ruledOut.length > 0) return ruledOut;
      const person = kind === "person" ? context.library.knowledge.people.get(id) : undefined;
      if (person) return personSilent(context, person);
      // "And if I wake up at 3am and it starts again?": the same steps again.
      return practice && !/\bagain\b/i.test(context.message)
        ? practiceSilent(context, practice)
        : more(context, kind, id);
    }
  }
}

/**
 * "So there are three gods?" after the Trinity: a conclusion drawn is met by the sentence of the teaching's definition
 * that shares most of its words. With `ruling`, when none does, by what the definition says the teaching is not (the
 * misreading it rules out, past the first sentence where there is one: "so I can do whatever I want?" after grace).
 * With a passage of the teaching.
 */
function misreadingRuledOut(context: PlanContext, id: string, ruling: boolean): string[] {
  const entry = context.library.knowledge.glossary.get(id);
  const sentences = entry ? sentencesOf(entry.definition) : [];
  const asked = stemsOf(context.message);
  const sharing = (said: string) => [...stemsOf(said)].filter((stem) => asked.has(stem)).length;
  const closest = sentences.reduce<string | undefined>(
    (best, said) => sharing(said) > (best ? sharing(best) : 0) ? said : best,
    undefined,
  );
  const rulings = ruling ? sentences.filter((said) => /\b(?:not|never|no)\b|n't\b/.test(said)) : [];
  const sentence = closest ?? rulings.find((said) => said !== sentences[0]) ?? rulings[0];
  if (!entry || !sentence) return [];
  const term = nameInSentence(entry.term, context);
  // The passage the sentence names ("Romans 6:1-2") grounds it best.
  const named = /\(((?:[1-3] )?[A-Z][a-z]+ \d+:\d+(?:-\d+)?)\)/.exec(sentence)?.[1];
  const passage = freshPassage([...(named ? [named] : []), ...entry.passages], context);
  return [
    sentence.replace(/^It\b/, term.charAt(0).toUpperCase() + term.slice(1)),
    ...(passage ? [shown(passage, context)] : []),
  ];
}

/**
 * Passages for the hard thing told earlier in the conversation ("what can I read to her?" after "my grandmother is in
 * hospice", "any verse about that?" after steps for it), opened as asked for; null when nothing hard was told.
 */
function forWhatWasTold(context: PlanContext): string[] | null {
  const earlier = inherited(context);
  const told = earlier.analysis.situations.find((situation) => !situation.context);
  const passages = told ? subjectPassages(earlier, "christian", 2, { comfort: true }) : [];
  if (!told || passages.length === 0) return null;
  return [
    fill(context.choose.pick(context.choose.phrases.feelingRequested, "requested"), { label: told.label }),
    ...passages.map((passage) => shown(passage, context)),
  ];
}

/** The verses after the last one quoted of the passage's chapter, a few at a time, or that the chapter ends there. */
function restPlan(context: PlanContext, reference: string, citations: readonly string[], whole = false): string[] {
  const { library } = context;
  const chapter = reference.replace(/:\d.*$/, "");
  // All of it asked for: the passage explained when it is a passage (the ten commandments), else the chapter of the verse
  // quoted, when short enough to read in a reply (a psalm, a parable's chapter).
  const asWhole = /-/.test(reference) ? reference : chapter;
  const all = library.verses(asWhole);
  if (whole && all.length > 0 && all.length <= wholeChapterVerses) {
    return [`Here is all of ${asWhole.replace(/^Psalms (\d+)$/, "Psalm $1")}:`, quoteVerses(all, library)];
  }
  // Of a passage quoted only in part ("Luke 19:1-6" of 19:1-10), the rest begins after what was shown.
  const shown = citations.filter((cited) => cited.startsWith(`${chapter}:`));
  const quoted = (shown.length > 0 ? shown : [reference]).flatMap((cited) => library.verses(cited));
  const last = Math.max(0, ...quoted.map((verse) => verse.verse));
  const next = library.verses(chapter).filter((verse) => verse.verse > last).slice(0, 5);
  if (next.length === 0) return [`${chapter} ends there; its last verse was the one quoted.`];
  return [`${chapter} goes on:`, quoteVerses(next, library)];
}

/**
 * What happens after a Bible story just read, or how it ends: the section Matthew Henry's commentary takes up next
 * (its first verses quoted, with his note), or the last section of the book when the book is a short story of its own
 * (Jonah, Ruth), else of the chapter. Null without the commentary.
 */
function storyNextPlan(context: PlanContext, reference: string, end = false): string[] | null {
  const { library } = context;
  const range = library.verses(reference);
  // A story quoted only in part ("Luke 19:1-6" of Zacchaeus' 19:1-10) goes on from the furthest verse of it shown.
  const shown = new Set(
    context.history.flatMap((turn) => turn.role === "assistant" ? turn.citations ?? [] : [])
      .flatMap((cited) => library.verses(cited)).map((verse) => library.verseReference(verse)),
  );
  const seen = range.findLastIndex((verse) => shown.has(library.verseReference(verse)));
  // A verse or two left of it ("Ruth 1:18" after 1:16-17) is no next part: the story's next section is. Nor is the
  // rest of it when an event after which to go on is named ("after he gets spit out").
  if (!end && seen >= 0 && seen < range.length - 3 && !afterEvent.test(context.message)) {
    const rest = range.slice(seen + 1, seen + 1 + storyVerses);
    const span = `${library.verseReference(rest[0])}${rest.length > 1 ? `-${rest.at(-1)!.verse}` : ""}`;
    const henry = commentaryOn(rest, context, earlierReplies(context));
    return [`What comes next, in ${span}:`, quoteVerses(rest, library), ...(henry ? [henry] : [])];
  }
  // "What happens after he gets spit out?": after the verse that tells that, when it comes later than the one read.
  const quoted = range.at(-1);
  const last = quoted && !end ? eventAfter(context, quoted) ?? quoted : quoted;
  const book = last ? library.corpus.books.find((candidate) => candidate.id === last.bookId) : undefined;
  if (!last || !book) return null;
  const chapterEnd = (chapter: number) => library.verses(`${book.name} ${chapter}`).at(-1)?.verse ?? 0;
  // "How does it end?" of Job, Ruth or Esther: the book is their story, however long, and ends with it.
  const about = splitTopic(context.analysis.previous?.topic ?? null);
  const theirBook = about[0] === "person" && library.knowledge.people.get(about[1])?.name === book.name;
  const [chapter, verse] = end
    ? book.chapterCount <= shortStoryChapters || theirBook
      ? [book.chapterCount, chapterEnd(book.chapterCount)]
      : [last.chapter, chapterEnd(last.chapter)]
    : last.verse < chapterEnd(last.chapter)
    ? [last.chapter, last.verse + 1]
    : [last.chapter + 1, 1];
  let note = library.commentary(book.id, chapter, verse);
  // A section that began at or before the verse just read is still its story: the next one starts after it.
  const began = note ? library.verses(note.range)[0] : undefined;
  if (!end && note && began && began.chapter === last.chapter && began.verse <= last.verse) {
    const through = library.verses(note.range).at(-1)!;
    note = through.verse < chapterEnd(through.chapter)
      ? library.commentary(book.id, through.chapter, through.verse + 1)
      : library.commentary(book.id, through.chapter + 1, 1);
  }
  const section = note ? library.verses(note.range) : [];
  if (!note || section.length === 0) return null;
  const told = section.slice(0, storyVerses);
  const henry = commentaryOn(told, context, earlierReplies(context));
  return [
    end ? `How it ends, in ${note.range}:` : `What comes next, in ${note.range}:`,
    quoteVerses(told, library),
    ...(henry ? [henry] : []),
  ];
}

/** "After he gets spit out": the event after which the story is asked to go on. */
const afterEvent = /\bafter (?:he|she|they|it|that|the \w+) ((?:\w+ ){0,3}\w+)\s*\??\s*$/i;
const eventFiller = new Set(
  "gets got get is was are were has had been out up down back the a his her their him".split(" "),
);
/** Everyday words for what happens in a story beside the King James Version's ("spit out": "vomited out Jonah"). */
const eventWords: ReadonlyArray<readonly string[]> = [
  ["spit", "spits", "spitting", "spat", "spued", "spewed", "vomit", "vomits", "vomited"],
  ["kill", "kills", "killed", "slew", "slain", "smote"],
  ["born", "bare", "birth"],
];

/**
 * The first verse after the one just read, within this chapter and the next two, that tells the event the question
 * names, in its own words or the Bible's ("spit out": "vomited out Jonah"); undefined when none does.
 */
function eventAfter(context: PlanContext, read: VerseRecord): VerseRecord | undefined {
  const event = afterEvent.exec(context.message)?.[1];
  if (!event) return undefined;
  const asked = event.toLowerCase().split(/\s+/).filter((word) => !eventFiller.has(word));
  const wanted = new Set(
    asked.flatMap((word) => [word, ...eventWords.filter((group) => group.includes(word)).flat()]),
  );
  if (wanted.size === 0) return undefined;
  const book = context.library.corpus.books.find((candidate) => candidate.id === read.bookId)!;
  const later = [0, 1, 2].flatMap((step) => context.library.verses(`${book.name} ${read.chapter + step}`))
    .filter((verse) => verse.id > read.id);
  return later.find((verse) => (verse.text.toLowerCase().match(/[a-z]+/g) ?? []).some((word) => wanted.has(word)));
}

/** A book of this many chapters or fewer is one story, whose end is the book's (Jonah has 4, Ruth 4, Esther 10). */
const shortStoryChapters = 10;
/** How many verses of the next section are quoted. */
const storyVerses = 5;

/** The longest chapter quoted whole when all of it is asked for (Psalm 23 has 6 verses, Luke 15 has 32). */
const wholeChapterVerses = 32;

/**
 * A teaching related to this one whose name holds every word of the question that this one's name lacks ("where do
 * they differ?": *how the traditions differ*); "how long should I chant it?" of the daimoku names no other teaching.
 */
function relatedNamed(context: PlanContext, id: string): GlossaryEntry | undefined {
  const { glossary } = context.library.knowledge;
  const entry = glossary.get(id);
  if (!entry) return undefined;
  const own = stemsOf(entry.term);
  const asked = [...stemsOf(context.message)].filter((stem) => !own.has(stem));
  if (asked.length === 0) return undefined;
  return entry.related.map((related) => glossary.get(related)).find((related) =>
    related !== undefined && asked.every((stem) => stemsOf(related.term).has(stem))
  );
}

/**
 * "And the highest?" after "which one is the lowest": the question before, asked of what is now named in place of what it
 * named after its first "the" ("which one is the highest"), so the word it asked of no longer competes. A bare "where?"
 * after "when did he die?", or a question with no "the", is asked with the question before it.
 */
function askedAgainOf(before: string, message: string): string {
  const named = andThe.test(message.trim())
    ? message.trim().replace(/^(?:and|what about|how about)\s+/i, "").replace(/\?+$/, "")
    : "";
  const [, article, rest] = /^(the|his|her|their)\s+(.+)$/i.exec(named) ?? [];
  if (article && /\bthe\s+[\w'-]+/i.test(before)) {
    return before.replace(/\bthe\s+[\w'-]+/i, `${article.toLowerCase()} ${rest}`);
  }
  return `${before} ${message}`;
}

/**
 * "Where is that from?" of a passage just given: its place, the book it is in and what that book is, then the passage
 * again with its reference, so the answer can be followed to the source.
 */
function sourcePlan(context: PlanContext, reference: string): string[] {
  const passage = context.library.passage(reference);
  if (!passage) return [];
  // A letter of Nichiren's is explained as any is: to whom he wrote it and when, then what it says.
  if (passage.source === "gosho") return explainPlan(context, reference);
  const book = passage.source === "bible"
    ? context.library.corpus.books.find((candidate) => passage.reference.startsWith(`${candidate.name} `))
    : undefined;
  const info = book ? context.library.bookInfo(book.id) : undefined;
  const place = info
    ? `That is ${passage.reference}, in the book of ${info.name}. What the book is about, in our notes: ${info.theme}`
    : passage.source === "lotus"
    ? `That is from the Lotus Sutra: ${
      passage.reference.replace(/^Lotus Sutra, /, "")
    }, which I give in our own summary.`
    : `That is ${passage.reference}.`;
  // Asked for in full, a Bible passage of a chapter or less is quoted whole.
  const verses = passage.source === "bible" ? context.library.verses(passage.reference) : [];
  const whole =
    /\b(?:in full|whole|all of (?:it|them)|entire|complete|full (?:text|passage))\b/i.test(context.message) &&
    verses.length > 0 && verses.length <= 20;
  return [place, whole ? quoteVerses(verses, context.library) : shown(passage, context)];
}

/**
 * "Where is it in the Bible?" of a teaching or story just explained: every passage our notes ground it in, not only
 * the one the reply happened to quote, then the first of them. Asked of "that verse", or which letter or book "that" was
 * from, the passage quoted is what is meant; after "another one", the passage it gave.
 */
function teachingSourcePlan(context: PlanContext, id: string): string[] | null {
  const entry = context.library.knowledge.glossary.get(id);
  if (!entry || !/\bwhere\b/i.test(context.message) || /\b(?:verse|quote|line)\b/i.test(context.message)) return null;
  const held = entry.passages.filter((reference) => context.library.passage(reference));
  if (held.length === 0) return null;
  const first = context.library.passage(held[0])!;
  const names = held.map((reference) =>
    reference.replace(/^Lotus Sutra, /, "the Lotus Sutra's ").replace(/^Gosho: (.*)$/, "Nichiren's *$1*")
  );
  return [`In our notes, *${entry.term}* is found in ${listed(names)}.`, shown(first, context)];
}

/** The stories of the two traditions the reply before quoted, by the notes that cite them, or null. */
function storiesSetSide(context: PlanContext): GlossaryEntry[] | null {
  const previous = context.analysis.previous;
  if (!previous) return null;
  const [kind, id] = splitTopic(previous.topic);
  const cited = [...(kind === "reference" ? [id] : []), ...previous.citations];
  // The story a passage tells is the note first citing it ("the wealthy man and his poor son" of chapter 4), not a
  // teaching that also cites the chapter.
  const stories = cited.flatMap((reference) => {
    const citing = context.library.conceptsCiting(reference);
    const told = context.library.passage(reference)?.reference;
    return citing.filter((entry) => context.library.passage(entry.passages[0])?.reference === told).slice(0, 1);
  });
  const christian = stories.find((entry) => entry.tradition !== "buddhist");
  const buddhist = stories.find((entry) => entry.tradition === "buddhist");
  return christian && buddhist ? [christian, buddhist] : null;
}

/** Two stories set side by side again, each by our note on it, then where our notes say they meet and differ. */
function storiesContrasted(context: PlanContext, [christian, buddhist]: readonly GlossaryEntry[]): string[] {
  const note = christian.parallel?.id === buddhist.id
    ? christian.parallel.note
    : buddhist.parallel?.id === christian.id
    ? buddhist.parallel.note
    : null;
  return [
    ...[christian, buddhist].map((story) =>
      `**${nameInSentence(story.term, context).replace(/^./, (first) => first.toUpperCase())}:** ${
        firstSentences(story.definition, 2)
      }`
    ),
    ...(note ? [`**${context.choose.pick(context.choose.phrases.comparisonMeet, "meet")}:** ${note}`] : []),
    context.choose.pick(context.choose.phrases.reflect.comparison, "reflect"),
  ];
}

/**
 * "And how are they different?" after a comparison: not the comparison again, but each side in its first sentence,
 * with a passage, and where they meet and differ, said as said above.
 */
function contrastPlan(context: PlanContext): string[] {
  const full = comparisonPlan(inherited(context));
  const said = earlierReplies(context);
  const heading = /^\*\*([^*]+):\*\* /;
  const meets = new Set(context.choose.phrases.comparisonMeet);
  const at = full.findIndex((paragraph) => meets.has(heading.exec(paragraph)?.[1] ?? ""));
  if (at < 0) return full;
  const meeting = full[at].replace(heading, "");
  const sides = full.slice(0, at).map((paragraph) => {
    const name = heading.exec(paragraph)?.[1];
    return name ? `**${name}:** ${firstSentences(paragraph.replace(heading, ""), 1)}` : paragraph;
  });
  return [...sides, said.includes(meeting) ? `As I said above: ${meeting}` : meeting, ...full.slice(at + 1)];
}

/** "Which one am I in right now?" after the Ten Worlds: a judgement of the visitor's own life. */
const placeAsked =
  /\b(?:which|what) (?:[a-z]+(?: of [a-z]+)?)?\s*(?:am i|do i (?:fit|belong)|is me|applies to me|describes me)\b|\b(?:am i in|where am i (?:on|in))\b|^(?:(?:so|and|but|then|wait)[, ]+)?(?:am i|are we|is my \w+) (?:one|a \w+|an \w+|already one)\s*\??$/i;
/**
 * "Which step is hardest?" after the Eightfold Path: a judgement the teaching does not make. An order it does make
 * ("which one is the lowest" of the Ten Worlds) or a part its tradition holds central is answered from the notes.
 */
const rankAsked =
  /\b(?:which|what) (?:one|step|part|world|truth|of (?:them|these|those|the \w+))?\s*(?:is|are|'s|s) (?:the )?(?:hardest|easiest|best|worst|most (?:difficult|broken|ignored|forgotten|often broken|commonly broken))\b|\b(?:which|what) (?:one|step|part|of (?:them|these|those|the \w+))?\s*(?:should|do|would|could|can) (?:i|we) (?:start|begin) (?:with|on)\b/i;

/**
 * A judgement the guide cannot make of a teaching of parts: which one the visitor is in (only they can tell), or which
 * part ranks highest (our notes rank none); said plainly, with the teaching in everyday words.
 */
function judgedPlan(context: PlanContext, id: string): string[] {
  const entry = context.library.knowledge.glossary.get(id);
  const place = placeAsked.test(context.message);
  if (!entry || (!place && !rankAsked.test(context.message))) return [];
  const { choose } = context;
  return place
    ? [
      `${choose.pick(choose.phrases.placeOnlyYou, "place")} ${entry.plain}`,
      choose.pick(choose.phrases.placeAsk, "placeAsk"),
    ]
    : [`${choose.pick(choose.phrases.rankNone, "rank")} ${entry.plain}`];
}

/** Besides the words of any request for steps, those that say how or with whom a teaching is kept. */
const keepingWords = new Set(
  "build grow kids children child family work bedtime daily everyday routine live apply done doing never exercises i've ive"
    .split(" "),
);

/** Steps asked with nothing more: "teach me", "show me how", "walk me through it". */
const bareStepsAsked =
  /^(?:(?:ok(?:ay)?|so|and|please|yes)[, ]+)?(?:(?:can|could) you )?(?:teach me|show me(?: how)?|walk me through(?: it| that)?|talk me through(?: it| that)?|how do i do (?:it|that|this))(?: (?:please|pls|tonight|today|now|again|step by step|slowly))*\s*[.?!]*$/i;

/**
 * A practice written for the very teaching ("how would I keep one with kids" after the sabbath, "where do I begin"
 * after centering prayer) is its way, whatever time or company the question adds, unless something is to be told.
 */
function practiceOfTeaching(
  practices: readonly Practice[],
  teaching: GlossaryEntry,
  message: string,
  tradition: string | null,
): Practice | null {
  // Nor when the question names something to do of its own ("how do I memorise it?" is learning a verse by heart).
  const ownWords = contentWords(message).filter((word) => !keepingWords.has(word) && !isFunctionWord(word));
  if (/\b(?:tell|say|talk|explain|ask)\b/i.test(message) || ownWords.length > 0) return null;
  return bestPractice(practices, [teaching.term, ...teaching.aliases].join(", "), tradition, 1.5);
}

const firstStepAsked =
  /\b(?:what (?:do|should|can) i do first|where (?:do|should|can|would) (?:i|we) (?:even )?(?:start|begin)|what(?:'s| is) the first (?:step|thing)|(?:which|what) (?:step|one|thing) (?:comes )?first|what comes first|first step)\b|^(?:(?:so|and|ok(?:ay)?|but)[, ]+)?(?:which|what)\b[^?.!]{0,25}\b(?:first|to (?:start|begin) with)\b/i;

/** "How does that apply to my life?" asks how to take a passage to heart; "how do I actually do that" asks the way. */
const appliedToLife =
  /\bappl(?:y|ies)\b|\blook like (?:for me|for us|in (?:my|our|real|daily|everyday) life)\b|\blive (?:it|this|that) out\b/i;

/**
 * A question the practice's own steps do not answer ("what if my mind wanders?" of chanting) is not answered by giving
 * them again: another practice of the same tradition for the same times or moods that speaks to it (two words of the
 * question at least) is quoted by name, else the guide says so, with the practice's own note. A sentence of the note
 * that answers it comes first of all.
 */
/** What a practice is called, by its stems, without the words any practice is called by. */
function namesOf(practice: Practice): Set<string> {
  const names = stemsOf([practice.name, ...practice.aliases].join(" "));
  for (const generic of stemsOf("practice practise simple way prayer pray")) names.delete(generic);
  return names;
}

/** "Can I do it in the grocery store?", "could i try it while driving": a place or time asked of a practice. */
const placeAskedOfPractice =
  /^(?:(?:so|and|ok(?:ay)?|but|wait|hmm+)[, ]+)?(?:can|could|may|is it (?:ok|okay|alright|fine) (?:to|if)|would it (?:work|be ok(?:ay)?) (?:to|if)) (?:i|you|we|one|u) (?:do|try|practi[cs]e|use|say|pray|chant|keep)(?: (?:it|this|that|them))?(?: (?:too|as well|also))? ((?:in|at|on|while|during|outside) [^?.!]{2,40}?)(?:\s+(?:too|lol|haha|tho|though))*\s*[?.!]*$/i;

function practiceSilent(context: PlanContext, practice: Practice): string[] {
  // The practice's own note may speak to it ("can I chant silently?"): that is what it has for it.
  // Two words in common, or the one word the question has ("can I do it silently?").
  const [noted] = bestSentences(
    [practice.note],
    context.message,
    1,
    [],
    questionStems(context.message).size <= 1 ? 1 : 2,
  );
  if (noted) return [noted];
  // A practice kept anytime is kept anywhere: "can i do it in the grocery store" is answered yes, with its own caution.
  const place = placeAskedOfPractice.exec(context.message.trim())?.[1];
  // Not at the wheel: a practice that turns attention inward is no yes for driving.
  const atTheWheel = /\b(?:driv\w*|behind the wheel|in traffic|operating|cycling|on my bike|riding)\b/i.test(
    place ?? "",
  );
  if (place && !atTheWheel && practice.when.some((when) => when === "anytime" || when === "on the go")) {
    const inACar = /\b(?:car|truck|van|lorry|cab)\b/i.test(place);
    return [
      `Yes: *${nameInSentence(practice.name, context)}* asks for no special place or time, so you can keep it ${
        spokenToThem(place)
      } too.`,
      ...(inACar
        ? [
          "If you are the one driving, keep your eyes open and on the road; anything that closes them waits until you have parked.",
        ]
        : []),
      practice.note,
    ];
  }
  const silent = fill(context.choose.pick(context.choose.phrases.practiceSilent, "silent"), {
    name: nameInSentence(practice.name, context),
  });
  // "Can I do it with my kids?": a practice made for the occasion the question names speaks to it; "the nights are the
  // worst", one for the time of day named, when this one is not for it.
  const otherTime = timesNamed(context.message).some((time) => !practice.when.includes(time));
  const forOccasion = occasionNamed(context.message) || otherTime
    ? bestPractice(
      context.library.knowledge.practices.all.filter((other) => other.id !== practice.id),
      context.message,
      null,
      2,
    )
    : null;
  if (forOccasion) return [silent, `*${forOccasion.name}* is written for that: ${forOccasion.steps[0]}`];
  // Another practice speaks for this one only when it is of the same kind (chanting for chanting): a step of the anger
  // practice is no answer to "what if I can't pronounce it right" after the daimoku.
  const kind = namesOf(practice);
  for (const other of context.library.knowledge.practices.all) {
    if (other.id === practice.id || (other.tradition !== practice.tradition && other.tradition !== "shared")) continue;
    if (!other.when.some((when) => practice.when.includes(when))) continue;
    if (sharedStems(kind, namesOf(other)) === 0) continue;
    const [answer] = bestSentences(other.steps, context.message, 1, [other.name], 2);
    // Practice names are written in sentence case ("A Bible reading plan..."): one opens a sentence as it is.
    if (answer) return [silent, `*${other.name}* has this for it: ${answer}`];
  }
  return [silent, practice.note];
}

/**
 * A question about someone that our notes do not answer ("was he ever afraid?"): said plainly, with what the notes
 * hold of them that has not been said yet, rather than the same account again.
 */
function personSilent(context: PlanContext, person: Person): string[] {
  const silent = fill(context.choose.pick(context.choose.phrases.notesSilent, "silent"), { name: person.name });
  // "Why did she do that?" of what the last reply quoted from their story: that passage, with the commentary's reading
  // ("why did he run away" names its event, which their own passages tell, below).
  const bookOf = (reference: string) => /^(.+?) \d+/.exec(reference)?.[1];
  const toldIn =
    /^(?:(?:and|so|but|ok(?:ay)?|wait)[, ]+)?why\b[^.?!]{0,30}\b(?:do|did|say|said|choose|chose) (?:that|this|it)\b/i
        .test(context.message.trim())
      ? context.analysis.previous?.citations.find((cited) =>
        /\d+:\d+/.test(cited) && person.passages.some((own) => bookOf(own) === bookOf(cited))
      )
      : undefined;
  if (toldIn) {
    return [silent, context.choose.pick(context.choose.phrases.passageForWhy, "why"), ...explainPlan(context, toldIn)];
  }
  const said = earlierReplies(context);
  const unsaid = person.facts.filter((fact) => !said.includes(fact)).slice(0, 2);
  // With a passage of their story not yet quoted, where the visitor can read it for themselves.
  const passage = freshPassage(person.passages, context, context.citedBefore);
  return unsaid.length > 0
    ? [
      silent,
      `${context.choose.pick(context.choose.phrases.notesInstead, "instead")} ${unsaid.join(" ")}`,
      ...(passage ? [shown(passage, context)] : []),
    ]
    : [silent, context.choose.pick(context.choose.phrases.greetingOffer, "offer")];
}

/**
 * The Bible passage just quoted, in the modern wording of the World English Bible or, asked in Spanish, the Reina-Valera
 * 1909 (both public domain), exactly as that translation has it and named as it: never passed off as the King James text.
 */
function modernPlan(context: PlanContext, reference: string, spanish: boolean): string[] {
  const { choose, library } = context;
  const verses = library.verses(reference);
  const texts = verses.map((verse) => spanish ? library.spanish(verse) : library.modern(verse));
  if (verses.length === 0 || texts.some((text) => !text)) {
    return [choose.pick(spanish ? choose.phrases.spanishMissing : choose.phrases.modernMissing, "modern")];
  }
  if (spanish) {
    return [
      fill(choose.pick(choose.phrases.spanishOpen, "modern"), { reference }),
      modernQuote(texts, reference, "Reina-Valera 1909"),
      choose.pick(choose.phrases.spanishClose, "close"),
    ];
  }
  // Given already in today's English, the passage is explained again with what has not been said of it.
  if (earlierReplies(context).includes(texts.join(" "))) return explainPlan(context, reference);
  return [
    fill(choose.pick(choose.phrases.modernOpen, "modern"), { reference }),
    // The translation is named before the reference, so the quotation is never checked, or badged, as the KJV's.
    modernQuote(texts, reference),
    choose.pick(choose.phrases.modernClose, "close"),
  ];
}

/** "Can you give me an example?" of a teaching: where the texts show it, passages the conversation has not had yet. */
function examplesOf(context: PlanContext, kind: string, id: string): string[] | null {
  const entry = kind === "concept" ? context.library.knowledge.glossary.get(id) : undefined;
  if (!entry) return null;
  const passages = entry.passages.map((reference) => context.library.passage(reference))
    .filter((passage): passage is Passage => passage !== null && !wasCited(passage, context)).slice(0, 2);
  if (passages.length === 0) return null;
  // A summary is shown by its sentences nearest the teaching itself, not nearest the words "an example"; its names
  // say what it is, where a longer alias is a way of asking about it ("all can become buddhas").
  const names = entry.aliases.filter((alias) => alias.split(/\s+/).length <= 2);
  const about = { ...context, wanted: questionStems(`${entry.term} ${names.join(" ")}`) };
  return [
    fill(context.choose.pick(context.choose.phrases.exampleOpen, "example"), {
      term: nameInSentence(entry.term, context),
    }),
    ...passages.map((passage) => shown(passage, about)),
  ];
}

/** A practice cut to its first, central and last steps; anything else, the previous subject said again briefly. */
function shorterPlan(context: PlanContext, kind: string, id: string, circumstance?: string): string[] {
  const practice = kind === "practice" ? context.library.knowledge.practices.get(id) : undefined;
  if (!practice) return shortLines(context);
  const steps = practice.steps;
  const kept = steps.length <= 3 ? steps : [steps[0], steps[Math.floor(steps.length / 2)], steps.at(-1)!];
  const opening = fill(context.choose.pick(context.choose.phrases.shorterOpen, "shorter"), {
    name: nameInSentence(practice.name, context),
  });
  return [
    // "Shorter, for the airport": the short form offered for where it is to be done.
    circumstance ? `${forCircumstance(circumstance)}, ${opening.charAt(0).toLowerCase()}${opening.slice(1)}` : opening,
    numbered(kept),
    context.choose.pick(context.choose.phrases.reflect.steps, "reflect"),
  ];
}

/**
 * The shortest verses of the conversation's last replies, one to a line: something to carry and
 * repeat (a reply that gave only Lotus Sutra summaries leaves the verses quoted before it).
 */
function shortLines(context: PlanContext): string[] {
  const { library } = context;
  const recent = context.history.filter((turn) => turn.role === "assistant").slice(-3).reverse();
  const cited =
    recent.map((turn) => turn.citations ?? []).find((citations) =>
      citations.some((reference) => library.verses(reference).length > 0)
    ) ?? [];
  const verses = cited.flatMap((reference) => library.verses(reference))
    .sort((left, right) => left.text.length - right.text.length).slice(0, 2);
  if (verses.length === 0) return generalPlan(inherited(context)).slice(0, 3);
  return [
    context.choose.pick(context.choose.phrases.carryOpen, "carry"),
    ...verses.map((verse) => `"${verse.text}" - ${library.verseReference(verse)}`),
  ];
}

/** "Who else is in that chapter?", "who's mentioned in this passage". */
const peopleAsked =
  /\bwho(?: else)?(?:'s| is| are| was| were| gets?)? (?:in|mentioned in|named in|listed in|talked about in)\b.{0,12}\b(?:that|this|the) (?:chapter|passage|story|list)\b|\bwhat (?:other )?people are (?:in|mentioned in|named in) (?:that|this|the) (?:chapter|passage|story)\b/i;

/**
 * The people our notes hold whom the chapter of the Bible passage just cited names, in the order it names them, with
 * the first verse naming one that the conversation has not quoted. Null when it names none.
 */
function peopleOfChapter(context: PlanContext): string[] | null {
  const { library } = context;
  const cited = context.analysis.previous?.citations.map((reference) => library.passage(reference))
    .find((passage) => passage?.source === "bible");
  const first = cited ? library.verses(cited.reference)[0] : undefined;
  if (!first) return null;
  const book = library.corpus.books.find((candidate) => candidate.id === first.bookId)!;
  const chapter = library.verses(`${book.name} ${first.chapter}`);
  const text = chapter.map((verse) => verse.text).join(" ");
  const found = library.knowledge.people.all.map((person) => ({
    person,
    // By the name our notes give, whole ("Joseph of Nazareth" is not the Joseph of Hebrews 11).
    at: (() => {
      const where = text.search(new RegExp(`\\b${person.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`));
      return where < 0 ? Infinity : where;
    })(),
  })).filter(({ at }) => at < Infinity).sort((left, right) => left.at - right.at).map(({ person }) => person);
  if (found.length === 0) return null;
  const verse = chapter.find((candidate) =>
    candidate.id !== first.id && found.some((person) => candidate.text.includes(person.name))
  );
  return [
    `${book.name === "Psalms" ? "Psalm" : book.name} ${first.chapter} names ${
      listed(found.map((person) => person.name))
    }.`,
    ...(verse ? [quoteVerses([verse], library)] : []),
  ];
}

/**
 * Another passage like the one just given: of the teaching it grounds (Philippians 4:6 grounds worry and anxiety), one
 * not yet cited in this conversation, from the same source. After something told ("I lost my job today"), another of
 * the passages chosen for it.
 */
function anotherPlan(
  context: PlanContext,
  kind: string,
  id: string,
  like?: string,
  bible?: boolean,
): string[] | null {
  const { library, choose } = context;
  const given = like ?? (kind === "reference" ? id : context.analysis.previous?.citations[0]);
  const source = bible ? "bible" : given ? library.passage(given)?.source : undefined;
  const teachings = kind === "concept" && !like
    ? [library.knowledge.glossary.get(id)].filter((entry): entry is GlossaryEntry => entry !== undefined)
    : given
    ? library.conceptsCiting(given)
    : [];
  // The teaching this conversation has been about comes first ("another like that" after anxiety is not about prayer).
  const discussed = new Set(context.history.map((turn) => turn.about?.topic));
  const ranked = [...teachings].sort((left, right) =>
    Number(discussed.has(`concept:${right.id}`)) - Number(discussed.has(`concept:${left.id}`))
  );
  const told = kind === "situation" ? context.situations.find((situation) => situation.id === id) : undefined;
  const fresh = [...(told?.passages.bible ?? []), ...ranked.flatMap((entry) => entry.passages)]
    .map((reference) => library.passage(reference))
    .filter((passage): passage is Passage =>
      passage !== null && (!source || passage.source === source) && !wasCited(passage, context)
    );
  if (fresh.length === 0) return null;
  return [choose.pick(choose.phrases.anotherOpen, "another"), shown(fresh[0], context)];
}

/**
 * The teaching just explained, said again in everyday words: both teachings when two were set side by side ("the
 * difference between karma and sin", then "can you explain that more simply").
 */
function plainPlan(context: PlanContext, id: string): string[] {
  const { glossary } = context.library.knowledge;
  const earlier = inherited(context).analysis.concepts.filter((entry) => !frameConcepts.has(entry.id));
  const entries = [glossary.get(id), ...(context.analysis.previous?.kind === "comparison" ? earlier : [])]
    .filter((entry, index, all): entry is GlossaryEntry => entry !== undefined && all.indexOf(entry) === index)
    .slice(0, 2);
  if (entries.length === 0) return [];
  const { choose } = context;
  return [
    `${choose.pick(choose.phrases.plainOpen, "plain")} ${entries[0].plain}`,
    ...entries.slice(1).map((entry) => entry.plain),
    choose.pick(choose.phrases.reflect.concept, "reflect"),
  ];
}

/**
 * "Which of those is from Paul?": the passages just given that come from books tradition credits to that writer, the
 * first quoted, or that none does. Null when the name is no writer of any book (Jesus wrote none).
 */
function byWriterPlan(context: PlanContext, writer: string, first = false): string[] | null {
  const { library } = context;
  const books = [...library.knowledge.bibleBooks.values()];
  if (!books.some((book) => writtenBy(writer, book))) return null;
  const name = writer.charAt(0).toUpperCase() + writer.slice(1).toLowerCase();
  const given = (context.analysis.previous?.citations ?? []).slice(0, first ? 1 : undefined);
  const theirs = given.filter((reference) => {
    const book = library.bookInfo(library.verses(reference)[0]?.bookId ?? 0);
    return book !== undefined && writtenBy(writer, book);
  });
  // "Was it written by John?" of Romans 8:28: no, and who the book is credited to.
  const [only] = given;
  const author = first && theirs.length === 0 ? library.bookInfo(library.verses(only)[0]?.bookId ?? 0)?.author : null;
  if (author) return [`No: ${only} is from the book of ${only.replace(/ \d.*$/, "")}. Who wrote it: ${author}`];
  if (theirs.length === 0) {
    return [
      `${given.length === 1 ? `That one is not from ${name}: it was` : `None of those is from ${name}: they were`} ${
        listed(given.map((reference) => reference.replace(/^Gosho: (.+)$/, "*$1*")))
      }.`,
    ];
  }
  const passage = library.passage(theirs[0]);
  return [
    `${given.length === 1 ? "Yes: " : "Of those, "}${listed(theirs)} ${
      theirs.length === 1 ? "is" : "are"
    } from ${name}, as tradition credits the book to him.`,
    ...(passage ? [shown(passage, context)] : []),
  ];
}

/**
 * "The psalm you quoted" when none was: the passages that were given, said plainly, then one from the source named on
 * the same subject, if the search finds one.
 */
function notGivenPlan(context: PlanContext, source: string, book?: string): string[] {
  const { choose, library } = context;
  const given = context.analysis.previous?.citations ?? [];
  const said = fill(choose.pick(choose.phrases.notQuoted, "notQuoted"), {
    source,
    list: listed(given.map((reference) => reference.replace(/^Gosho: (.+)$/, "*$1*"))),
  });
  const asked = context.history.findLast((turn) => turn.role === "user")?.content ?? "";
  const kind = book ? "bible" : source === "the Lotus Sutra" ? "lotus" : "gosho";
  const hit = library.search(asked, [kind], 40).find((found) =>
    !given.includes(found.reference) && (!book || found.reference.startsWith(`${book} `))
  );
  const passage = hit ? library.passage(hit.reference) : null;
  return passage
    ? [said, fill(choose.pick(choose.phrases.fromSource, "fromSource"), { source }), shown(passage, context)]
    : [said];
}

function inherited(context: PlanContext): PlanContext {
  const { analysis } = context;
  if (!analysis.earlier) return context;
  return {
    ...context,
    analysis: { ...analysis.earlier, followUp: analysis.followUp, previous: analysis.previous, earlier: null },
  };
}

function more(context: PlanContext, kind: string, id: string): string[] {
  const { library } = context;
  switch (kind) {
    case "reference":
      return explainPlan(context, id);
    case "concept": {
      const entry = library.knowledge.glossary.get(id);
      return entry ? conceptPlan(context, entry, true) : [];
    }
    case "person": {
      const person = library.knowledge.people.get(id);
      return person ? factPlan({ ...context, analysis: { ...context.analysis, people: [person] } }) : [];
    }
    case "practice": {
      const practice = library.knowledge.practices.get(id);
      return practice ? stepsPlan(context, practice) : [];
    }
    case "situation":
      return feelingPlan({ ...context, analysis: { ...context.analysis, situations: situationById(context, id) } });
    default:
      return generalPlan(inherited(context));
  }
}

function situationById(context: PlanContext, id: string) {
  return context.analysis.situations.length > 0
    ? context.analysis.situations
    : situationsOf(context).filter((situation) => situation.id === id);
}

function situationsOf(context: PlanContext) {
  return context.situations;
}

/**
 * The Bible verse a saying the visitor sets beside a teaching stands for ("is that like 'you reap what you sow'?":
 * Galatians 6:7): of the nearest verses holding two or more of its words of content, in any form, one a teaching of
 * ours is grounded in, when one is.
 */
/** The words of asking for a verse, which are no part of the saying: "is there a bible verse like that". */
const askingForAVerse =
  /\b(?:is there|are there|any|a|an|some)?\s*(?:bible|biblical|scripture|scriptural)?\s*(?:verses?|passages?|scriptures?|bible)\b/gi;

function sayingNamed(context: PlanContext): Passage | null {
  const saying = context.message.replace(likenessNamed, "").replace(askingForAVerse, " ");
  const words = stemsOf(saying);
  if (words.size < 2) return null;
  // A saying is the verse's own words, most of them: two words shared ("respect", "hurt") make no saying.
  const needed = Math.max(2, Math.ceil(words.size * 3 / 4));
  const holding = context.library.search(saying, ["bible"], 10).map((hit) => context.library.passage(hit.reference))
    .filter((passage): passage is Passage =>
      passage !== null && [...stemsOf(passage.text)].filter((stem) => words.has(stem)).length >= needed
    );
  return holding.find((passage) => context.library.conceptsCiting(passage.reference).length > 0) ?? holding[0] ?? null;
}

/** The same subject from the other tradition: a concept's parallel, a passage's teaching in the other, a situation's passages there. */
/** The first teaching of the tradition asked for that the situations' curators chose, else one both traditions hold. */
function teachingFor(
  context: PlanContext,
  situations: readonly Situation[],
  tradition: "christian" | "buddhist",
): GlossaryEntry | undefined {
  const { glossary } = context.library.knowledge;
  const chosen = situations.flatMap((situation) => situation.teachings ?? []).map((id) => glossary.get(id))
    .filter((entry) => entry !== undefined);
  return chosen.find((entry) => entry.tradition === tradition) ?? chosen.find((entry) => entry.tradition === "shared");
}

/**
 * What "and in Buddhism?" turns to the other tradition: the subject just discussed, but a passage rather than the book it
 * is in ("who wrote it?" asked between, the Psalm is still the subject), and a person of a story as the teaching they
 * stand for (Bodhisattva Never Disparaging and his practice of respect).
 */
function subjectTurned(context: PlanContext, kind: string, id: string): [string, string] {
  const { library, message, analysis } = context;
  // "A buddhist version of that kind of love": the teaching it names, as it was meant (love, not patience).
  const kindOf = /\b(?:that|this|the same) (?:kind|sort|type) of ([\w-]+)/i.exec(message)?.[1];
  const { glossary } = library.knowledge;
  const named = kindOf
    ? [glossary.get(kindOf.toLowerCase()), ...glossary.find(kindOf)].find((entry) =>
      entry !== undefined && !frameConcepts.has(entry.id)
    )
    : undefined;
  if (named) return ["concept", named.id];
  // "Anything like that in Buddhism, for when someone dies?": what the qualifier tells, in the other tradition.
  const told = /\bfor (?:when|whenever|if|someone|people|a)\b/i.test(message)
    ? analysis.situations.find((situation) => !situation.context)
    : undefined;
  if (told) return ["situation", told.id];
  // "A story like that one" is the story read before, though something told came between ("I'm the older brother").
  const story = /\b(?:story|stories|parable)\b/i.test(message) && kind !== "reference"
    ? context.history.slice(-6).findLast((turn) => turn.about?.topic?.startsWith("reference:"))
    : undefined;
  if (story) return ["reference", splitTopic(story.about!.topic!)[1]];
  if (kind === "book") {
    const passage = context.history.slice(-6).findLast((turn) => turn.about?.topic?.startsWith("reference:"));
    const [, reference] = splitTopic(passage?.about?.topic ?? null);
    if (reference && library.verses(reference).some((verse) => String(verse.bookId) === id)) {
      return ["reference", reference];
    }
  }
  if (kind === "person") {
    const person = library.knowledge.people.get(id);
    // The teaching named for them first (the Never Disparaging practice), else one their passages ground.
    const teaching = person && [
      ...glossary.all.filter((entry) => entry.id.includes(person.id)),
      ...person.passages.flatMap((reference) => library.conceptsCiting(reference)),
    ].find((entry) => !frameConcepts.has(entry.id));
    if (teaching) return ["concept", teaching.id];
  }
  return [kind, id];
}

/** The likeness back to the teaching turned from is said once, first, not again at the end of the other's teaching. */
function withoutLikenessBack(paragraphs: readonly string[], said: boolean): string[] {
  return paragraphs.filter((paragraph) => said || !/ has something alike in \*/.test(paragraph));
}

function otherTradition(context: PlanContext, tradition: "christian" | "buddhist", kind: string, id: string): string[] {
  const { library } = context;
  // A passage's own teaching, unless the question before named one that it carries: "why was the older brother
  // angry?" names anger, but the prodigal son is the teaching of Luke 15.
  const citing = kind === "reference" ? library.conceptsCiting(id) : [];
  const named = context.analysis.earlier?.concepts.filter((entry) => !frameConcepts.has(entry.id)) ?? [];
  // Else the teaching the passage is named for ("The Parable of the Phantom City" is the phantom city).
  const title = kind === "reference" ? (library.passage(id)?.reference ?? id).toLowerCase() : "";
  // A word of the title may be a teaching the passage only touches ("bodhisattva" in "The Bodhisattva Never
  // Disparaging"): the one teaching that this passage grounds first is the passage's own.
  const titled = citing.find((entry) =>
    [entry.term, ...entry.aliases].some((name) => title.includes(name.toLowerCase()))
  );
  const groundedFirst = citing.filter((entry) => library.passage(entry.passages[0])?.reference.toLowerCase() === title);
  const ownTeaching = titled && !groundedFirst.includes(titled) && groundedFirst.length === 1
    ? groundedFirst[0]
    : titled;
  // "Isn't that lying?" asked of a story: the teaching of it that answers whether it deceives (expedient means,
  // "compassionate, not deceptive"), not the story's own likeness.
  const deceit = /\b(?:lie|lies|lied|lying|liar|deceiv\w*|decepti\w*|deceit\w*|trick\w*)\b/i;
  const answering = !named.length && deceit.test(context.analysis.earlier?.text ?? "")
    ? citing.find((entry) => deceit.test(entry.definition))
    : undefined;
  const concept = kind === "concept"
    ? library.knowledge.glossary.get(id)
    : kind === "reference"
    ? named.find((entry) => citing.includes(entry)) ?? answering ?? ownTeaching ??
      // The story it tells, when the question before named no teaching or hard thing of its own ("why didn't the father
      // just tell them the truth?"; "how does that apply to someone who feels worthless" is about worth).
      (context.analysis.earlier?.situations.some((situation) => !situation.context)
        ? undefined
        : storyOf(context, library.passage(id)?.reference ?? id)) ??
      citing[0] ?? named[0]
    : undefined;
  // A likeness is recorded on one side only: "is there something similar in Buddhism?" after Ecclesiastes 3 (wisdom
  // literature) finds impermanence, whose likeness names it.
  const likeness = concept && !concept.parallel && concept.tradition !== "shared"
    ? library.knowledge.glossary.all.find((entry) =>
      entry.parallel?.id === concept.id && (entry.tradition === tradition || entry.tradition === "shared")
    )
    : undefined;
  if (likeness) {
    const said = earlierReplies(context).includes(likeness.parallel!.note);
    return [
      ...(said ? [] : [likeness.parallel!.note]),
      ...withoutLikenessBack(conceptPlan(context, likeness), said),
    ];
  }
  const parallel = concept?.parallel && library.knowledge.glossary.get(concept.parallel.id);
  if (concept?.parallel && parallel && (parallel.tradition === tradition || parallel.tradition === "shared")) {
    // The likeness itself first (unless the conversation has had it), then the other tradition's teaching.
    const earlier = earlierReplies(context);
    const said = earlier.includes(concept.parallel.note);
    // A likeness named in the visitor's words ("you reap what you sow") is the verse that says it, with the note.
    const saying = tradition === "christian" ? sayingNamed(context) : null;
    if (saying) {
      return [
        said ? `As I said, ${lowerFirst(concept.parallel.note)}` : concept.parallel.note,
        shown(saying, context),
        context.choose.pick(context.choose.phrases.reflect.comparison, "reflect"),
      ];
    }
    // The verse the likeness names ("(Matthew 9:12)"), quoted whole, unless the conversation has had it.
    const named = /\(((?:[1-3] )?[A-Z][a-z]+ \d+:\d+(?:-\d+)?)/.exec(concept.parallel.note)?.[1];
    const verse = named ? library.passage(named) : null;
    const quoted = verse && !earlier.includes(`- ${verse.reference}`) ? [shown(verse, context)] : [];
    // Said already, the likeness is named in a word, so the other teaching does not arrive unexplained.
    const bridge = `${traditionName(parallel)}'s nearest teaching to *${nameInSentence(concept.term, context)}* is *${
      nameInSentence(parallel.term, context)
    }*, as I said.`;
    return [
      said ? bridge : concept.parallel.note,
      ...quoted,
      ...withoutLikenessBack(conceptPlan(context, parallel), said),
    ];
  }
  if (concept && concept.tradition === tradition) return conceptPlan(context, concept, true);
  // "What about for Buddhists?" after the examen: the practice of that tradition nearest to the one just given.
  const given = kind === "practice" ? library.knowledge.practices.get(id) : undefined;
  const theirs = library.knowledge.practices.all.filter((practice) => practice.tradition === tradition);
  // Else the first of theirs kept at the same times ("evening", "daily").
  const nearest = given && given.tradition !== "shared" && given.tradition !== tradition
    ? bestPractice(theirs, [given.name, ...given.aliases, ...given.when].join(", "), tradition, 0) ??
      theirs.find((practice) => practice.when.some((when) => when !== "anytime" && given.when.includes(when)))
    : undefined;
  if (nearest) {
    return [
      `The nearest in ${tradition === "buddhist" ? "Buddhist" : "Christian"} practice:`,
      ...stepsPlan(context, nearest),
    ];
  }
  // A teaching both hold ("death"): the first related teaching of the tradition asked for ("life and death in
  // Nichiren Buddhism") says how that tradition sees it.
  // Only one that names it ("anger" of a related "patience" does not say how the Bible sees anger).
  const ownView = concept?.tradition === "shared"
    ? concept.related.map((relatedId) => library.knowledge.glossary.get(relatedId))
      .find((entry) => entry?.tradition === tradition && entry.term.toLowerCase().includes(concept.term.toLowerCase()))
    : undefined;
  if (ownView) return conceptPlan(context, ownView);
  const situations = kind === "situation" ? situationsOf(context).filter((situation) => situation.id === id) : [];
  const earlier = inherited(context);
  const withSituations = {
    ...earlier,
    // The conversation's subject first ("is there a bible verse like that" of anger, whatever boss was named since).
    analysis: { ...earlier.analysis, situations: [...new Set([...situations, ...earlier.analysis.situations])] },
  };
  const extra = (concept?.passages ?? []).map((reference) => [reference, 3] as const);
  // A teaching with no recorded parallel is looked for in the other scripture by its own words ("physician", "medicine").
  const about = concept ? `${concept.term} ${firstSentences(concept.definition, 2)}` : "";
  const lookFor = about
    ? {
      ...withSituations,
      wanted: questionStems(about),
      analysis: { ...withSituations.analysis, words: [...stemsOf(about)].slice(0, 12) },
    }
    : { ...withSituations, wanted: questionStems(withSituations.analysis.text) };
  const passages = subjectPassages(lookFor, tradition, 2, { extra, comfort: situations.length > 0 });
  if (passages.length === 0) return generalPlan(context);
  const name = tradition === "buddhist" ? "Nichiren Buddhism" : "the Bible";
  const subject = situations[0]?.label ?? (concept && nameInSentence(concept.term, context));
  // "What would a Buddhist say about this?" after guilt: the teaching of that tradition our curators chose for it
  // (lessening karmic retribution), in a sentence or two, before its passages.
  const teaching = concept ? undefined : teachingFor(context, withSituations.analysis.situations, tradition);
  return [
    subject ? `Here is how ${name} speaks to ${subject}.` : `Here is how ${name} speaks to it.`,
    ...(teaching ? [firstSentences(teaching.definition, 2)] : []),
    // Shown for the subject followed, not for the follow-up's own words ("something from the other side?").
    ...passages.map((passage) => shown(passage, lookFor)),
    context.choose.pick(context.choose.phrases.reflect.comparison, "reflect"),
  ];
}
