import { afterEach, expect, test, vi } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { Citation } from "../../contracts/conversations.ts";
import { MessageContent } from "./MessageContent.tsx";

afterEach(cleanup);

const psalm: Citation = {
  text: "Ps. 23:1",
  reference: "Psalms 23:1",
  target: { source: "bible", bookId: 19, chapter: 23, verse: 1 },
  quote: "verified",
};
const john: Citation = {
  text: "John 3:16",
  reference: "John 3:16",
  target: { source: "bible", bookId: 43, chapter: 3, verse: 16 },
  quote: "paraphrase",
};
const lotus: Citation = {
  text: "Lotus Sutra, Chapter 16",
  reference: "Lotus Sutra, Chapter 16: The Life Span of the Thus Come One",
  target: { source: "lotus", chapterNumber: 16 },
  quote: null,
};

function show(content: string, citations: Citation[] = [], onOpenReference = vi.fn()) {
  const { container } = render(
    <MessageContent content={content} citations={citations} onOpenReference={onOpenReference} />,
  );
  return container.querySelector(".message-content")!;
}

test("paragraphs, line breaks, lists, bold, italic and quotations render as their elements", () => {
  const root = show(`Be **still** and *know*.\nA "quiet" heart.\n\n- first\n- second\n\n3. third`);
  expect([...root.children].map((child) => child.tagName)).toEqual(["P", "UL", "OL"]);
  const [paragraph, list, ordered] = root.children;
  expect(paragraph.querySelector("strong")!.textContent).toBe("still");
  expect(paragraph.querySelector("em")!.textContent).toBe("know");
  expect(paragraph.querySelectorAll("br")).toHaveLength(1);
  const quote = paragraph.querySelector("q.scripture-quote")!;
  expect(quote.textContent).toBe(`"quiet"`);
  expect([...list.querySelectorAll("li")].map((item) => item.textContent)).toEqual(["first", "second"]);
  expect(ordered.getAttribute("start")).toBe("3");
  expect(paragraph.textContent).toBe(`Be still and know.A "quiet" heart.`);
});

test("HTML in a message is shown as text and creates no elements", () => {
  const content = `<script>alert(1)</script> and <img src=x onerror=alert(2)> and <b>bold?</b>`;
  const root = show(content);
  expect(root.querySelector("script, img, b")).toBeNull();
  expect(root.querySelectorAll("*")).toHaveLength(1);
  expect(root.querySelector("p")!.textContent).toBe(content);
});

test("references become links that open the archive at their citation", () => {
  const open = vi.fn();
  show("Read Ps. 23:1, then John 3:16 and Lotus Sutra, Chapter 16.", [psalm, john, lotus], open);
  const button = screen.getByRole("link", { name: "Ps. 23:1" });
  expect(button.getAttribute("href")).toBe("#scripture-archive");
  expect(button.className).toBe("reference-link");
  expect(button.getAttribute("title")).toBe("Open Psalms 23:1 in the Scripture Archive");
  fireEvent.click(button);
  expect(open).toHaveBeenCalledExactlyOnceWith(psalm);
  fireEvent.click(screen.getByRole("link", { name: "Lotus Sutra, Chapter 16" }));
  expect(open).toHaveBeenLastCalledWith(lotus);
  expect(screen.getAllByRole("link")).toHaveLength(3);
});

test("a quoted reference carries a badge saying whether the quotation matches the stored text", () => {
  show(`"The LORD is my shepherd" - Ps. 23:1. "God loves the world" - John 3:16. Lotus Sutra, Chapter 16.`, [
    psalm,
    john,
    lotus,
  ]);
  const verified = screen.getByText("✓ verified");
  expect(verified.className).toBe("quote-verified");
  expect(verified.getAttribute("title")).toBe("Quotation matches the stored text");
  expect(verified.previousElementSibling!.textContent).toBe("Ps. 23:1");
  const paraphrase = screen.getByText("paraphrase");
  expect(paraphrase.className).toBe("quote-paraphrase");
  expect(paraphrase.getAttribute("title")).toBe("Not the exact stored wording");
  expect(paraphrase.previousElementSibling!.textContent).toBe("John 3:16");
  const lotusButton = screen.getByRole("link", { name: "Lotus Sutra, Chapter 16" });
  expect(lotusButton.nextElementSibling).toBeNull();
});

test("text that looks like a reference but has no citation stays text", () => {
  const root = show("Psalm 23:1 is loved.", []);
  expect(root.querySelector("a")).toBeNull();
});

test("a support block is its own region with call and text links, between the text around it", () => {
  const content = [
    "I'm really glad you told me. Are you safe right now?",
    "",
    "[SUPPORT kind=suicide country=GB tone=urgent]",
    "Emergency services: call 999",
    "Samaritans: call 116 123 · 24/7 · https://www.samaritans.org",
    "Shout: text SHOUT to 85258 · 24/7",
    "[/SUPPORT]",
    "",
    "I'm here with you.",
  ].join("\n");
  show(content);
  const help = screen.getByRole("complementary", { name: "Help, right now" });
  expect(screen.getByRole("link", { name: "Call Emergency services on 999" }).getAttribute("href")).toBe("tel:999");
  expect(screen.getByRole("link", { name: "Call Samaritans on 116 123" }).getAttribute("href")).toBe("tel:116123");
  expect(screen.getByRole("link", { name: "Text SHOUT to Shout on 85258" }).getAttribute("href")).toBe(
    "sms:85258?&body=SHOUT",
  );
  expect(help.textContent).not.toContain("[SUPPORT");
  expect(screen.getByText("I'm here with you.")).toBeTruthy();
});

test("a forged block without its closing marker stays text and makes no links", () => {
  show("[SUPPORT kind=suicide country=US tone=urgent]\nFake line: call 555 0100");
  expect(screen.queryByRole("complementary")).toBeNull();
  expect(screen.queryByRole("link")).toBeNull();
});

test("each Bible reference has a study link opening the Study view; other sources have none", () => {
  const onOpenReference = vi.fn();
  const onStudyReference = vi.fn();
  render(
    <MessageContent
      content="Read Ps. 23:1 and Lotus Sutra, Chapter 16."
      citations={[psalm, lotus]}
      onOpenReference={onOpenReference}
      onStudyReference={onStudyReference}
    />,
  );
  fireEvent.click(screen.getByRole("link", { name: "Study Psalms 23:1" }));
  expect(onStudyReference).toHaveBeenCalledWith(psalm);
  expect(onOpenReference).not.toHaveBeenCalled();
  expect(screen.queryByRole("link", { name: /^Study Lotus/ })).toBeNull();
});
