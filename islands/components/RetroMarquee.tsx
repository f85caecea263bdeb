import { wisdomQuotes } from "../lib/wisdom_quotes.ts";

function QuoteList({ hidden }: { hidden?: boolean }) {
  return (
    <ul className="retro-marquee-list" aria-hidden={hidden || undefined}>
      {wisdomQuotes.map((quote) => (
        <li key={quote.reference}>
          “{quote.text}” <cite>{quote.reference} (KJV)</cite>
        </li>
      ))}
    </ul>
  );
}

/**
 * The retro hub's scrolling quotes. Pure CSS (no script, so the route renders it without an island):
 * the list is drawn twice and the track slides by one copy's width, so the loop has no seam; the
 * copy is hidden from assistive technology so the quotes are read once. The strip takes focus so a
 * keyboard user can pause it as a hover does (WCAG 2.2.2); under prefers-reduced-motion it does not
 * move at all and the quotes simply wrap (styles/app.css, "Retro terminal hub").
 */
export function RetroMarquee() {
  return (
    <section className="retro-marquee" aria-label="Scrolling words of wisdom" tabIndex={0}>
      <div className="retro-marquee-track" data-testid="retro-marquee-track">
        <QuoteList />
        <QuoteList hidden />
      </div>
    </section>
  );
}
