/**
 * OSIS markup (as SWORD modules store it) to reading text. Words tagged with Strong's numbers,
 * quotations, poetry lines and paragraph milestones become plain text; footnotes, cross
 * references and headings are left out with their content, as a printed page sets them apart
 * from the text itself.
 */

export type OsisTextOptions = {
  /** Elements left out together with everything inside them. */
  dropped: ReadonlySet<string>;
  /**
   * Milestone divisions (`<div type=.. sID=X/>` .. `<div eID=X/>`) left out with what lies between,
   * by type or subType: a glossary appended to the last verse, pre-verse headings.
   */
  droppedDivisions: ReadonlySet<string>;
  /** Elements that separate what is on either side as a line or paragraph does (a space at least). */
  breaks: ReadonlySet<string>;
  /** Elements each holding whole words: one ending and another starting parts two words. */
  words: ReadonlySet<string>;
  /**
   * A word element holding only an enclitic pronoun joins the verb just before it: the RV1909
   * tags the pronouns it supplies ('<w>Júrame</w><transChange>lo</transChange>' reads "Júramelo").
   * The same pronoun stands alone before a verb ('y<tc>la</tc>declaró', 'las gentes<tc>lo</tc>
   * oyeron', 'Josué<tc>los</tc>'): after a word that is never a verb, after a noun an article
   * introduces, and after a name (a capital within the sentence).
   */
  enclitics?: { pronouns: RegExp; nonVerbs: RegExp; articles: RegExp };
  /** Elements (or division types) that end a paragraph, for prose such as commentary notes. */
  paragraphs: ReadonlySet<string>;
};

/** What verse text leaves out: notes (with their references and readings) and headings. */
export const verseTextOptions: OsisTextOptions = {
  dropped: new Set(["note", "title", "speaker"]),
  droppedDivisions: new Set(["glossary", "front", "introduction", "x-preverse"]),
  breaks: new Set(["l", "lb", "lg", "div", "p", "item", "list", "milestone", "chapter", "verse"]),
  words: new Set(["w", "q", "transChange"]),
  paragraphs: new Set(["p", "lb", "x-p", "introduction"]),
};

/** Verse text of the Reina-Valera 1909, whose supplied words include enclitic pronouns. */
export const spanishVerseTextOptions: OsisTextOptions = {
  ...verseTextOptions,
  enclitics: {
    pronouns: /^(?:lo|la|le|los|las|les|me|te|se|nos|os)$/,
    nonVerbs:
      /^(?:y|e|ó|o|ni|no|que|como|cuanto|cuánto|cuando|si|mas|pues|os|nos|me|te|se|le|les|lo|los|la|las|yo|tú|él|ella|ellos|ellas)$/,
    articles: /^(?:el|la|los|las|un|una|unos|unas|mis|tus|sus)$/,
  },
};

/**
 * What a commentary note keeps: its prose in paragraphs, with the module's own headings, chapter
 * outline tables and footnotes left out (the caller takes what it needs from those first).
 */
export const commentaryTextOptions: OsisTextOptions = {
  ...verseTextOptions,
  dropped: new Set(["note", "title", "table"]),
  droppedDivisions: new Set(["x-preverse"]),
};

const entities: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      return String.fromCodePoint(
        name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1)),
      );
    }
    return entities[name] ?? whole;
  });
}

type Token = { tag: string; name: string; closing: boolean; selfClosing: boolean } | { text: string };

/** An attribute of a start tag, or undefined. */
export function attributeOf(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

export function tokenize(osis: string): Token[] {
  const tokens: Token[] = [];
  for (const match of osis.matchAll(/<(\/?)([A-Za-z][\w:.-]*)\b[^>]*?(\/?)>|[^<]+/g)) {
    if (match[2] === undefined) tokens.push({ text: match[0] });
    else tokens.push({ tag: match[0], name: match[2], closing: match[1] === "/", selfClosing: match[3] === "/" });
  }
  return tokens;
}

/**
 * Where two runs of text meet with only markup between them and no space on either side, the
 * markup may be the only thing parting two words: a footnote ('Christ,<note>..</note><w>the',
 * 'God</w><note>..</note><w>created'), one tagged or supplied word or quotation ending where the
 * next begins ('born</q><q><w>Son', 'allí</w><transChange>también</transChange><w>bdelio'), or a
 * line break; only an enclitic (see `enclitics`) joins the word before it. Where
 * words are parted, a space goes in when the left run ends a word or a clause (letter, digit,
 * closing punctuation) and the right run starts a word or an opening quote; a run that starts
 * with punctuation ("LORD</w>’s", "earth</w>.") joins as written.
 */
const endsWord = /[\p{L}\p{N}.,;:!?”’)\]]$/u;
const startsWord = /^[\p{L}\p{N}“‘(\[]/u;
/** After a line or paragraph break only closing punctuation joins the text before it. */
const startsClosing = /^[.,;:!?”’)\]]/u;

/** The reading text of an OSIS fragment: whitespace collapsed to single spaces, trimmed. */
export function osisToText(osis: string, options: OsisTextOptions = verseTextOptions): string {
  return readOsis(osis, options, false).join("");
}

/** The paragraphs of an OSIS fragment, each as `osisToText` reads it; empty paragraphs are left out. */
export function osisToParagraphs(osis: string, options: OsisTextOptions = verseTextOptions): string[] {
  return readOsis(osis, options, true);
}

/** Whether the word element opening at `index` holds an enclitic joining the word just written. */
function encliticAt(tokens: readonly Token[], index: number, written: string, options: OsisTextOptions): boolean {
  const enclitics = options.enclitics;
  const text = tokens[index + 1];
  if (enclitics === undefined || text === undefined || !("text" in text) || !enclitics.pronouns.test(text.text)) {
    return false;
  }
  const [, prior, before] = /(?:(\p{L}+)\P{L}+)?(\p{L}+)$/u.exec(written) ?? [];
  if (before === undefined || enclitics.nonVerbs.test(before.toLowerCase())) return false;
  if (prior !== undefined && enclitics.articles.test(prior.toLowerCase())) return false;
  const opensSentence = /(?:^|[.!?:;]\s*)\p{L}+$/u.test(written.trim());
  return opensSentence || !/^\p{Lu}/u.test(before);
}

/** With `split` false a paragraph end is only a line break, and the whole text is one paragraph. */
function readOsis(osis: string, options: OsisTextOptions, split: boolean): string[] {
  const paragraphs: string[] = [];
  let out = "";
  let skipping = 0;
  const skippedDivisions = new Set<string>();
  // What the markup since the last run of text did: nothing, parted words, or broke the line.
  let gap: "none" | "parted" | "break" = "none";
  let wordEnded = false;
  const endParagraph = () => {
    const paragraph = out.replace(/\s+/g, " ").trim();
    if (paragraph !== "") paragraphs.push(paragraph);
    out = "";
    gap = "none";
  };
  const tokens = tokenize(osis);
  for (const [index, token] of tokens.entries()) {
    if ("text" in token) {
      if (skipping > 0 || skippedDivisions.size > 0) continue;
      const text = decodeEntities(token.text);
      if (text === "") continue;
      if (gap === "break" && !startsClosing.test(text)) out += " ";
      else if (gap === "parted" && endsWord.test(out) && startsWord.test(text)) out += " ";
      out += text;
      gap = "none";
      wordEnded = false;
      continue;
    }
    let dropped = options.dropped.has(token.name);
    if (dropped && !token.selfClosing) {
      skipping += token.closing ? -1 : 1;
      if (skipping < 0) throw new Error(`unbalanced </${token.name}> in ${JSON.stringify(osis.slice(0, 200))}`);
    }
    const type = attributeOf(token.tag, "type");
    if (token.name === "div" && token.selfClosing) {
      const start = attributeOf(token.tag, "sID");
      const end = attributeOf(token.tag, "eID");
      const kinds = [type, attributeOf(token.tag, "subType")];
      if (start !== undefined && kinds.some((kind) => kind !== undefined && options.droppedDivisions.has(kind))) {
        skippedDivisions.add(start);
      }
      if (end !== undefined) dropped ||= skippedDivisions.delete(end);
    }
    const hidden = skipping > 0 || skippedDivisions.size > 0 || dropped;
    if (
      split && !hidden &&
      (options.paragraphs.has(token.name) || (token.name === "div" && options.paragraphs.has(type ?? "")))
    ) {
      endParagraph();
      continue;
    }
    if (gap === "break") continue;
    // A dropped element parts words, whatever breaks it holds inside.
    if (hidden) gap = "parted";
    else if (options.breaks.has(token.name)) gap = "break";
    else if (options.words.has(token.name)) {
      if (token.closing) wordEnded = true;
      else if (wordEnded && !encliticAt(tokens, index, out, options)) gap = "parted";
    }
  }
  if (skipping !== 0) throw new Error(`unclosed dropped element in ${JSON.stringify(osis.slice(0, 200))}`);
  endParagraph();
  return paragraphs;
}
