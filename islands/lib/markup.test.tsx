import { expect, test } from "vitest";
import type { Citation } from "../../contracts/conversations.ts";
import { type Inline, parseMessage } from "./markup.ts";

const psalm: Citation = {
  text: "Psalm 23:1",
  reference: "Psalms 23:1",
  target: { source: "bible", bookId: 19, chapter: 23, verse: 1 },
  quote: "verified",
};
const john: Citation = {
  text: "John 3:16",
  reference: "John 3:16",
  target: { source: "bible", bookId: 43, chapter: 3, verse: 16 },
  quote: null,
};
const johnRange: Citation = { ...john, text: "John 3:16-17", reference: "John 3:16-17" };

const text = (value: string): Inline => ({ kind: "text", text: value });

/** The inlines of a message that is one paragraph. */
function inlines(content: string, citations: Citation[] = []): Inline[] {
  const blocks = parseMessage(content, citations);
  expect(blocks).toHaveLength(1);
  const [block] = blocks;
  if (block.kind !== "paragraph") throw new Error(`expected a paragraph, got ${block.kind}`);
  return block.content;
}

test("blank lines split paragraphs and single newlines become line breaks", () => {
  expect(parseMessage("First line\nsecond line\n\n  \nNext paragraph\r\n\r\nLast", [])).toEqual([
    { kind: "paragraph", content: [text("First line"), { kind: "break" }, text("second line")] },
    { kind: "paragraph", content: [text("Next paragraph")] },
    { kind: "paragraph", content: [text("Last")] },
  ]);
  expect(parseMessage("", [])).toEqual([]);
  expect(parseMessage("\n\n \n", [])).toEqual([]);
});

test("lines starting with '- ', '* ' or a number make lists; a paragraph between them ends one", () => {
  expect(parseMessage("Consider:\n- patience\n* kindness\n  that lasts\nAfter\n\n1. first\n2) second\n\n3. third", []))
    .toEqual([
      { kind: "paragraph", content: [text("Consider:")] },
      {
        kind: "list",
        ordered: false,
        start: 1,
        items: [[text("patience")], [text("kindness"), { kind: "break" }, text("that lasts")]],
      },
      { kind: "paragraph", content: [text("After")] },
      { kind: "list", ordered: true, start: 1, items: [[text("first")], [text("second")], [text("third")]] },
    ]);
  expect(parseMessage("4. resumed", [])).toEqual([{
    kind: "list",
    ordered: true,
    start: 4,
    items: [[text("resumed")]],
  }]);
  expect(parseMessage("-not a list\n*emphasis* here", [])[0].kind).toBe("paragraph");
});

test("bold, italic and quotations become nested inlines", () => {
  expect(inlines("A **bold** and *italic* and _also_ word")).toEqual([
    text("A "),
    { kind: "bold", children: [text("bold")] },
    text(" and "),
    { kind: "italic", children: [text("italic")] },
    text(" and "),
    { kind: "italic", children: [text("also")] },
    text(" word"),
  ]);
  expect(inlines(`He said "be still" and “know”.`)).toEqual([
    text("He said "),
    { kind: "quote", open: '"', close: '"', children: [text("be still")] },
    text(" and "),
    { kind: "quote", open: "“", close: "”", children: [text("know")] },
    text("."),
  ]);
  expect(inlines(`**Remember "this" *always***`)).toEqual([
    {
      kind: "bold",
      children: [
        text("Remember "),
        { kind: "quote", open: '"', close: '"', children: [text("this")] },
        text(" "),
        { kind: "italic", children: [text("always")] },
      ],
    },
  ]);
});

test("italic markers inside words, arithmetic and unclosed markers stay as written", () => {
  for (
    const content of [
      "snake_case_name",
      "2*3*4 is 24",
      "a * b * c",
      "**never closed",
      "*never closed",
      'an opening " alone',
      'a 12" ruler',
      "** spaced **",
    ]
  ) {
    expect(inlines(content), content).toEqual([text(content)]);
  }
});

test("spans equal to a citation's text become references, the longest first, not inside longer numbers", () => {
  expect(inlines("See Psalm 23:1 and John 3:16-17.", [john, psalm, johnRange])).toEqual([
    text("See "),
    { kind: "reference", text: "Psalm 23:1", citation: psalm },
    text(" and "),
    { kind: "reference", text: "John 3:16-17", citation: johnRange },
    text("."),
  ]);
  expect(inlines("Psalm 23:10 is another verse", [psalm])).toEqual([text("Psalm 23:10 is another verse")]);
});

test("references inside bold, italic and after quotations keep their citation", () => {
  expect(inlines(`**Psalm 23:1** and _"The LORD is my shepherd" - Psalm 23:1_`, [psalm])).toEqual([
    { kind: "bold", children: [{ kind: "reference", text: "Psalm 23:1", citation: psalm }] },
    text(" and "),
    {
      kind: "italic",
      children: [
        { kind: "quote", open: '"', close: '"', children: [text("The LORD is my shepherd")] },
        text(" - "),
        { kind: "reference", text: "Psalm 23:1", citation: psalm },
      ],
    },
  ]);
});

test("markup-looking HTML is only ever text", () => {
  const content = `<script>alert(1)</script> <img src=x onerror="alert(2)">`;
  const flattened = JSON.stringify(inlines(content));
  expect(flattened).toContain("<script>alert(1)</script>");
  // The quotation inside the tag is still just a quotation of text, never an attribute.
  expect(inlines(content).every((node) => node.kind === "text" || node.kind === "quote")).toBe(true);
});
