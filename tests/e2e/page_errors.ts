import { expect, type Page } from "@playwright/test";

/**
 * Collects what would make a page broken for a visitor: uncaught exceptions, hydration errors and
 * content-security-policy violations (a blocked style or script silently breaks the page).
 * Call `expectNone()` at the end of a test.
 */
export function watchPageErrors(page: Page) {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" && /hydrat|island crashed|Content Security Policy/i.test(message.text())) {
      problems.push(`console: ${message.text()}`);
    }
  });
  return { expectNone: () => expect(problems).toEqual([]) };
}

/** Waits until every island on the page has hydrated (islands/lib/hydrate.tsx sets the flag). */
export async function waitForHydration(page: Page) {
  await expect(page.locator("body")).toHaveAttribute("data-hydrated", "true");
}
