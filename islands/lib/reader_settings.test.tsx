import { describe, expect, test } from "vitest";
import { downloadFileName, splitSections } from "../../contracts/book_text.ts";
import {
  datTitle,
  defaultFontSize,
  loadMemory,
  maxFontSize,
  minFontSize,
  saveMemory,
  stepFontSize,
  validFontSize,
} from "./reader_settings.ts";

describe("font size", () => {
  test("starts at 16 and moves in steps of 2", () => {
    expect(defaultFontSize).toBe(16);
    expect(stepFontSize(16, 1)).toBe(18);
    expect(stepFontSize(16, -1)).toBe(14);
  });

  test("stops at 12 and 24", () => {
    expect(stepFontSize(minFontSize, -1)).toBe(12);
    expect(stepFontSize(maxFontSize, 1)).toBe(24);
    let size = defaultFontSize;
    for (let i = 0; i < 10; i++) size = stepFontSize(size, 1);
    expect(size).toBe(24);
  });

  test("only sizes the controls can reach are valid", () => {
    expect([12, 14, 16, 18, 20, 22, 24].every(validFontSize)).toBe(true);
    expect([10, 13, 26, "16", null, 16.5].some(validFontSize)).toBe(false);
  });
});

describe("names", () => {
  test("the reader title is upper case with underscores and .DAT", () => {
    expect(datTitle("The Holy Bible (KJV)")).toBe("THE_HOLY_BIBLE_KJV.DAT");
    expect(datTitle("Lotus Sutra (chapter summaries)")).toBe("LOTUS_SUTRA_CHAPTER_SUMMARIES.DAT");
    expect(datTitle("")).toBe("UNTITLED.DAT");
  });

  test("the download name replaces every non-alphanumeric character with '_' (spec section 5)", () => {
    expect(downloadFileName("The Holy Bible (KJV)")).toBe("The_Holy_Bible__KJV_.txt");
    expect(downloadFileName("Gosho Volume I (summaries)")).toBe("Gosho_Volume_I__summaries_.txt");
  });
});

describe("sections", () => {
  test("split at part and section headings, keeping each section's part", () => {
    const content =
      "Preface.\n\n# Genesis\n\n## Genesis 1\n\n1 In the beginning\n2 And the earth\n\n## Genesis 2\n\n1 Thus\n";
    expect(splitSections(content)).toEqual([
      { part: "Genesis", heading: "Genesis 1", body: "1 In the beginning\n2 And the earth" },
      { part: "Genesis", heading: "Genesis 2", body: "1 Thus" },
    ]);
  });

  test("a text with no headings is one section", () => {
    expect(splitSections("Just text.")).toEqual([{ part: "", heading: "", body: "Just text." }]);
  });
});

describe("memory", () => {
  test("round-trips position and size per book", () => {
    const map = new Map<string, string>();
    const storage = {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
    };
    saveMemory(storage, "1", { section: 1000, fontSize: 20 });
    expect(loadMemory(storage, "1")).toEqual({ section: 1000, fontSize: 20 });
    expect(loadMemory(storage, "2")).toEqual({ section: 0, fontSize: 16 });
  });

  test("remembers the Bible's version, ignoring one that is not a version id", () => {
    expect(loadMemory({ getItem: () => '{"section":3,"fontSize":16,"versionId":2}' }, "1")).toEqual({
      section: 3,
      fontSize: 16,
      versionId: 2,
    });
    expect(loadMemory({ getItem: () => '{"section":3,"fontSize":16,"versionId":"WEB"}' }, "1")).toEqual({
      section: 3,
      fontSize: 16,
    });
  });

  test("ignores corrupt or impossible entries and unavailable storage", () => {
    const bad = { getItem: () => '{"section":-3,"fontSize":99}' };
    expect(loadMemory(bad, "1")).toEqual({ section: 0, fontSize: 16 });
    expect(loadMemory({ getItem: () => "{" }, "1")).toEqual({ section: 0, fontSize: 16 });
    expect(loadMemory(undefined, "1")).toEqual({ section: 0, fontSize: 16 });
    expect(() =>
      saveMemory(
        {
          setItem: () => {
            throw new Error("quota");
          },
        },
        "1",
        { section: 0, fontSize: 16 },
      )
    ).not.toThrow();
  });
});
