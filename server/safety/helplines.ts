import directoryData from "../../data/helplines.json" with { type: "json" };
import { z } from "zod";
import { type HelplineDirectory, supportLinesFor } from "../../contracts/helplines.ts";
import type { SupportKind, SupportLine } from "../../contracts/support_block.ts";

const helpline = z.object({
  name: z.string().min(1),
  call: z.string().optional(),
  text: z.string().optional(),
  textKeyword: z.string().optional(),
  whatsapp: z.string().optional(),
  hours: z.string().optional(),
  url: z.url({ protocol: /^https$/ }).optional(),
  audience: z.string().optional(),
  note: z.string().optional(),
  source: z.url(),
});
const directorySchema = z.object({
  checked: z.iso.date(),
  international: z.object({ name: z.string(), url: z.url(), note: z.string() }),
  countries: z.record(
    z.string().regex(/^[A-Z]{2}$/),
    z.object({
      name: z.string().min(1),
      emergency: z.string().min(1),
      ambulance: z.string().optional(),
      police: z.string().optional(),
      crisis: z.array(helpline).min(1),
      abuse: z.array(helpline),
    }),
  ),
});

/** The verified directory (data/helplines.json), checked against its schema when the server starts. */
export const helplineDirectory: HelplineDirectory = directorySchema.parse(directoryData);

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
