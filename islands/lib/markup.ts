import type { Citation } from "../../contracts/conversations.ts";

/**
 * The little markup a persona reply uses, as data for React to render. It never produces HTML:
 * everything not recognised stays text, so a reply cannot inject elements (ISSUE: safe rendering).
 */
export type Inline =
  | { kind: "text"; text: string }
  /** A single newline inside a paragraph or list item. */
  | { kind: "break" }
  | { kind: "bold"; children: Inline[] }
  | { kind: "italic"; children: Inline[] }
  /** A quotation; the marks as written are kept, so the reader sees exactly what the reply quoted. */
  | { kind: "quote"; open: string; close: string; children: Inline[] }
  /** A span equal to a citation's `text`, so it can open the archive at the cited passage. */
  | { kind: "reference"; text: string; citation: Citation };

export type Block =
  | { kind: "paragraph"; content: Inline[] }
  /** Consecutive list items of one kind; `start` is the first item's number, so a list split by a paragraph keeps counting. */
  | { kind: "list"; ordered: boolean; start: number; items: Inline[][] };

type Nestable = "bold" | "italic" | "quote";

/** '- item', '* item', '1. item' or '1) item'. */
const listItemPattern = /^\s*(?:[-*]|(\d{1,9})[.)])\s+(.*)$/;
const blankLine = /\n[ \t]*\n/;
const wordCharacter = /[\p{L}\p{N}]/u;
const quoteClosers: Readonly<Record<string, readonly string[]>> = { '"': ['"', "”"], "“": ["”", '"'] };

type RawBlock =
  | { kind: "paragraph"; lines: string[] }
  | { kind: "list"; ordered: boolean; start: number; items: string[][] };

/** Blocks of a message: paragraphs split on blank lines, and lists from lines that start with a list marker. */
export function parseMessage(content: string, citations: readonly Citation[]): Block[] {
  // Longest first, so 'John 3:16-17' is linked whole rather than as 'John 3:16' followed by '-17'.
  const references = [...citations].sort((a, b) => b.text.length - a.text.length);
  const parse = (text: string) => parseInline(text, references, new Set());
  return rawBlocks(content).map((block) =>
    block.kind === "paragraph"
      ? { kind: "paragraph", content: parse(block.lines.join("\n")) }
      : { ...block, items: block.items.map((lines) => parse(lines.join("\n"))) }
  );
}

function rawBlocks(content: string): RawBlock[] {
  const blocks: RawBlock[] = [];
  for (const chunk of content.replace(/\r\n?/g, "\n").split(blankLine)) {
    // A paragraph continues only within its chunk; a list continues across blank lines (a loose list).
    let paragraph: string[] | null = null;
    let item: string[] | null = null;
    for (const line of chunk.split("\n")) {
      if (line.trim() === "") continue;
      const marker = listItemPattern.exec(line);
      const last = blocks.at(-1);
      if (marker) {
        const ordered = marker[1] !== undefined;
        item = [marker[2]];
        paragraph = null;
        if (last?.kind === "list" && last.ordered === ordered) last.items.push(item);
        else blocks.push({ kind: "list", ordered, start: ordered ? Number(marker[1]) : 1, items: [item] });
      } else if (item && /^\s/.test(line)) {
        item.push(line.trim());
      } else if (paragraph) {
        paragraph.push(line.trim());
      } else {
        item = null;
        paragraph = [line.trim()];
        blocks.push({ kind: "paragraph", lines: paragraph });
      }
    }
  }
  return blocks;
}

function parseInline(text: string, references: readonly Citation[], inside: ReadonlySet<Nestable>): Inline[] {
  const inlines: Inline[] = [];
  let plain = "";
  const flush = () => {
    if (plain) inlines.push({ kind: "text", text: plain });
    plain = "";
  };
  const nested = (kind: Nestable, inner: string) => parseInline(inner, references, new Set([...inside, kind]));

  let at = 0;
  while (at < text.length) {
    const citation = references.find((candidate) => isReferenceAt(text, at, candidate.text));
    if (citation) {
      flush();
      inlines.push({ kind: "reference", text: citation.text, citation });
      at += citation.text.length;
      continue;
    }
    if (text.startsWith("**", at)) {
      const close = inside.has("bold") ? -1 : boldClose(text, at);
      if (close < 0) {
        // Unclosed: both stars are text, so the second is not taken for an italic marker.
        plain += "**";
        at += 2;
        continue;
      }
      flush();
      inlines.push({ kind: "bold", children: nested("bold", text.slice(at + 2, close)) });
      at = close + 2;
      continue;
    }
    const italicEnd = inside.has("italic") ? -1 : italicClose(text, at);
    if (italicEnd >= 0) {
      flush();
      inlines.push({ kind: "italic", children: nested("italic", text.slice(at + 1, italicEnd)) });
      at = italicEnd + 1;
      continue;
    }
    const quoteEnd = inside.has("quote") ? -1 : quoteClose(text, at);
    if (quoteEnd >= 0) {
      flush();
      inlines.push({
        kind: "quote",
        open: text[at],
        close: text[quoteEnd],
        children: nested("quote", text.slice(at + 1, quoteEnd)),
      });
      at = quoteEnd + 1;
      continue;
    }
    if (text[at] === "\n") {
      flush();
      inlines.push({ kind: "break" });
    } else {
      plain += text[at];
    }
    at += 1;
  }
  flush();
  return inlines;
}

function isWordCharacter(character: string | undefined): boolean {
  return character !== undefined && wordCharacter.test(character);
}

function isSpace(character: string | undefined): boolean {
  return character === undefined || /\s/.test(character);
}

/** A citation's text at `at`, not as part of a longer word or number ('John 3:1' inside 'John 3:16'). */
function isReferenceAt(text: string, at: number, reference: string): boolean {
  return text.startsWith(reference, at) && !isWordCharacter(text[at - 1]) &&
    !isWordCharacter(text[at + reference.length]);
}

/**
 * Where the '**' opened at `at` closes, or -1: the first '**' after some text that does not follow
 * a space. In a longer run of stars the last two close, so '**bold *and italic***' keeps its italic.
 */
function boldClose(text: string, at: number): number {
  if (isSpace(text[at + 2])) return -1;
  for (let index = text.indexOf("**", at + 3); index >= 0; index = text.indexOf("**", index + 1)) {
    if (isSpace(text[index - 1])) continue;
    while (text[index + 2] === "*") index += 1;
    return index;
  }
  return -1;
}

/**
 * Where an italic '*' or '_' opened at `at` closes, or -1. Markers count only at word boundaries,
 * so 'snake_case_name' and '2*3*4' stay as written; '**' inside is bold, not a closing star.
 */
function italicClose(text: string, at: number): number {
  const marker = text[at];
  if (marker !== "*" && marker !== "_") return -1;
  if (isWordCharacter(text[at - 1]) || text[at - 1] === marker || isSpace(text[at + 1]) || text[at + 1] === marker) {
    return -1;
  }
  for (let index = at + 2; index < text.length; index++) {
    if (marker === "*" && text.startsWith("**", index)) {
      index += 1;
      continue;
    }
    if (text[index] === marker && !isSpace(text[index - 1]) && !isWordCharacter(text[index + 1])) return index;
  }
  return -1;
}

/** Where a quotation opened at `at` closes, or -1; a '"' right after a letter or digit is an inch mark, not a quotation. */
function quoteClose(text: string, at: number): number {
  const closers = quoteClosers[text[at]];
  if (!closers || isWordCharacter(text[at - 1])) return -1;
  for (let index = at + 2; index < text.length; index++) {
    if (closers.includes(text[index])) return index;
  }
  return -1;
}
