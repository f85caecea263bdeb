import directoryData from "../../data/helplines.json" with { type: "json" };
import { helplineDirectorySchema, supportLinesFor } from "../../contracts/helplines.ts";
import type { SupportKind, SupportLine } from "../../contracts/support_block.ts";

/** The verified directory (data/helplines.json), checked against its schema when the server starts. */
export const helplineDirectory = helplineDirectorySchema.parse(directoryData);

/**
 * The visitor's country from an Accept-Language header: the region of the first language that has
 * one ("en-GB,en;q=0.9" is GB). "en" alone says nothing about where someone lives.
 */
export function countryFromAcceptLanguage(header: string | undefined): string | null {
  if (!header) return null;
  for (const entry of header.split(",").slice(0, 8)) {
    const tag = entry.split(";")[0].trim();
    const region = /^[A-Za-z]{2,3}(?:-[A-Za-z]{4})?-([A-Za-z]{2})\b/.exec(tag)?.[1];
    if (region) return region.toUpperCase();
  }
  return null;
}

export function supportLines(
  kind: SupportKind,
  country: string | null,
): { country: string | null; lines: SupportLine[] } {
  return supportLinesFor(helplineDirectory, kind, country);
}

/** The emergency number to name in a sentence ("call 999"), or the phrase for an unknown country. */
export function emergencyPhrase(countryCode: string | null): string {
  const country = countryCode ? helplineDirectory.countries[countryCode] : undefined;
  if (!country) return "your local emergency number";
  return country.ambulance ? `${country.emergency} or ${country.ambulance} for an ambulance` : country.emergency;
}
