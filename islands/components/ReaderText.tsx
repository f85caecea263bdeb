import type { Ref } from "react";
import type { BookSection } from "../../contracts/book_text.ts";

/** `lang`: the text's language when it is not the page's (the RV1909 is Spanish). */
type ReaderTextProps = { ref: Ref<HTMLElement>; section: BookSection; fontSize: number; lang?: string };

/** A Bible line starts with its verse number ('16 For God so loved...'); summaries never do. */
const versePattern = /^(\d+) (.*)$/;

/** The one section on screen. Focusable so keyboard users can scroll it and arrow keys reach the reader. */
export function ReaderText({ ref, section, fontSize, lang }: ReaderTextProps) {
  const lines = section.body.split("\n").filter((line) => line.trim() !== "");
  return (
    <article
      ref={ref}
      className="reader-text"
      lang={lang}
      style={{ fontSize: `${fontSize}px` }}
      tabIndex={0}
      aria-labelledby="reader-section-heading"
    >
      <h2 id="reader-section-heading" className="reader-section-heading">{section.heading || section.part}</h2>
      {lines.map((line, index) => {
        const verse = line.match(versePattern);
        return verse
          ? (
            <p key={index} className="reader-verse">
              <sup className="reader-verse-number">{verse[1]}</sup> {verse[2]}
            </p>
          )
          : <p key={index}>{line}</p>;
      })}
    </article>
  );
}
