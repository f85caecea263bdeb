import type { GlossaryEntry } from "../../knowledge/knowledge_schemas.ts";
import { fill } from "../phrasing.ts";
import { sentencesOf } from "./answer_sentences.ts";
import { quoteVerses } from "./passage_view.ts";
import { earlierReplies, mentions, type PlanContext } from "./plan_context.ts";

/** Sentences of a note that say what a story or teaching means, rather than retell it, the plainest first. */
const meaningWords = [
  /\b(?:lesson|meaning|means|stands? for|teaches|the point)\b/i,
  /\b(?:(?:is|are) the|pictures?|shows?|points? to|invites?|reminds?)\b/i,
];
/** A note's sentences that say what it means, in that order, and no others. */
const meaningOf = (sentences: readonly string[]) =>
  meaningWords.flatMap((words, rank) =>
    sentences.filter((sentence) =>
      words.test(sentence) && !meaningWords.slice(0, rank).some((stronger) => stronger.test(sentence))
    )
  );
/** A sentence cut short in the note as printed ("In these paths we cannot walk, unless.") is not quoted alone. */
const whole = (sentence: string) =>
  sentence.split(/\s+/).length >= 5 && !/\b(?:unless|and|or|but|if|the|of|to|a|an)\.$/i.test(sentence);
/** Matthew Henry draws his lesson in the first person plural: "we must", "let us", "our receiving". */
const appliedWords = /\b(?:we|us|our|must|should|let us)\b/i;

/**
 * "What's the lesson?", "what does that teach us?" after a story, passage or teaching (ISSUE 17): what it means, from
 * our note on it (the story's figures and what they stand for, a chapter's meaning, Matthew Henry's application), in
 * sentences not said yet, then a question back; null when nothing held says more than was said.
 */
export function lessonPlan(context: PlanContext, kind: string, id: string): string[] | null {
  const said = earlierReplies(context);
  const fresh = (sentences: readonly string[]) => sentences.filter((sentence) => !said.includes(sentence));
  const close = context.choose.pick(context.choose.phrases.reflect.lesson, "reflect");
  if (kind === "concept") {
    const entry = context.library.knowledge.glossary.get(id);
    if (!entry) return null;
    const meaning = fresh([entry.plain, ...sentencesOf(entry.definition).slice(1)]).slice(0, 2);
    return meaning.length > 0 ? [named(meaning, entry), close] : null;
  }
  if (kind === "book") {
    // A book's lesson: the theme our notes give it when not said yet, else what Matthew Henry draws from the first of
    // its key passages that he applies ("what's the lesson?" after the book of Job).
    const book = context.library.knowledge.bibleBooks.get(Number(id));
    if (!book) return null;
    const [theme] = fresh([book.theme]);
    if (theme) return [theme, close];
    for (const reference of book.key_passages) {
      const applied = appliedNote(context, reference, fresh, close);
      if (!applied) continue;
      // The note is on a passage, which is quoted first unless the visitor has just read it.
      const quoted = quoteVerses(context.library.verses(reference), context.library);
      return said.includes(quoted) ? applied : [quoted, ...applied];
    }
    return null;
  }
  if (kind !== "reference") return null;
  const passage = context.library.passage(id);
  if (!passage) return null;
  // Our summary of a chapter or letter says its meaning in so many words ("The meaning is that..."): that first.
  const summarised = passage.source === "bible"
    ? []
    : fresh(sentencesOf(passage.text)).filter((sentence) =>
      /\b(?:lesson|meaning|point|message) (?:is|was) that\b|\bmeans that\b|\bstands? for\b/i.test(sentence)
    );
  if (summarised.length > 0) return [summarised[0], close];
  const story = storyOf(context, passage.reference);
  if (story) {
    const meaning = fresh(sentencesOf(story.definition).slice(1));
    // What its figures stand for, else the story in everyday words.
    const lesson = [...meaningOf(meaning), ...fresh([story.plain])].slice(0, 1);
    if (lesson.length > 0) return [named(lesson, story), close];
  }
  if (passage.source !== "bible") {
    const meaning = meaningOf(fresh(sentencesOf(passage.text))).slice(0, 2);
    return meaning.length > 0 ? [meaning.join(" "), close] : null;
  }
  return appliedNote(context, passage.reference, fresh, close);
}

/** Matthew Henry's note on a Bible passage, the sentences of it that apply it to us and were not said yet. */
function appliedNote(
  context: PlanContext,
  reference: string,
  fresh: (sentences: readonly string[]) => string[],
  close: string,
): string[] | null {
  const [first] = context.library.verses(reference);
  const note = first ? context.library.commentary(first.bookId, first.chapter, first.verse) : null;
  if (!note) return null;
  const applied = fresh(sentencesOf(note.text)).filter((sentence) => appliedWords.test(sentence) && whole(sentence))
    .slice(0, 2);
  if (applied.length === 0) return null;
  return [
    fill(context.choose.pick(context.choose.phrases.commentaryOpen, "commentary"), {
      range: note.range,
      words: applied.join(" "),
      attribution: note.attribution,
    }),
    close,
  ];
}

/**
 * The story a passage tells, as our notes name it: the teaching the visitor named when asking for it ("the burning
 * house"), else the parable our notes tell there; a psalm is no story, and Matthew Henry draws its lesson.
 */
export function storyOf(context: PlanContext, reference: string): GlossaryEntry | undefined {
  const { library } = context;
  const { glossary } = library.knowledge;
  const told = library.conceptsCiting(reference).filter((entry) =>
    library.passage(entry.passages[0])?.reference === reference
  );
  const asked = context.history.filter((turn) => turn.role === "user").slice(-3).map((turn) => turn.content).join(" ");
  // Named in the visitor's words, not only by the passage's own name ("psalm" of Psalm 23 names no teaching on psalms).
  const named = told.find((entry) =>
    [entry.term, ...entry.aliases].some((name) =>
      mentions(asked, name) && !reference.toLowerCase().includes(name.toLowerCase())
    )
  );
  const parables = new Set(["parables", "seven-parables"].flatMap((id) => glossary.get(id)?.related ?? []));
  return named ?? told.find((entry) => parables.has(entry.id));
}

/** Our note's "It pictures..." names what "it" is when it opens the reply. */
function named(sentences: readonly string[], entry: GlossaryEntry): string {
  const [first, ...rest] = sentences;
  const term = entry.term.charAt(0).toUpperCase() + entry.term.slice(1);
  return [first.replace(/^It\b/, term), ...rest].join(" ");
}
