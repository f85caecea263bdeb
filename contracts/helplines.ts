import type { SupportKind, SupportLine } from "./support_block.ts";

/**
 * The crisis and abuse services shown to a visitor in danger (ISSUE 15), per country, as
 * data/helplines.json holds them. Every entry was checked against a public source (`source`; the
 * notes are in docs/helplines.md). The server validates the file once at start-up
 * (server/safety/helplines.ts); the client loads it lazily, only when a visitor changes country.
 */
export type Helpline = {
  name: string;
  /** As people dial it in that country, spaces and dashes allowed. */
  call?: string;
  /** A number that takes SMS. */
  text?: string;
  /** The word to send, when the service needs one. */
  textKeyword?: string;
  whatsapp?: string;
  hours?: string;
  url?: string;
  audience?: string;
  note?: string;
  source: string;
};

export type CountryHelplines = {
  name: string;
  /** The general emergency number; some countries list two ("112 or 999"). */
  emergency: string;
  ambulance?: string;
  police?: string;
  crisis: Helpline[];
  abuse: Helpline[];
};

export type HelplineDirectory = {
  checked: string;
  international: { name: string; url: string; note: string };
  countries: Record<string, CountryHelplines>;
};

/** The numbers in an emergency entry: "112 or 999" is two numbers to call. */
export function emergencyNumbers(emergency: string): string[] {
  return emergency.split(/\s+or\s+|\s*\/\s*|\s*,\s*/).map((number) => number.trim()).filter(Boolean);
}

/** A `tel:` address for a number as written ("13 11 14", "0800-111-0-111", "*4141"). */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+*#]/g, "")}`;
}

/** An `sms:` address, with the keyword as the message body when the service needs one (works on iOS and Android). */
export function smsHref(number: string, keyword?: string): string {
  const digits = number.replace(/[^\d+]/g, "");
  return keyword ? `sms:${digits}?&body=${encodeURIComponent(keyword)}` : `sms:${digits}`;
}

function lineOf(helpline: Helpline): SupportLine {
  return {
    name: helpline.name,
    call: helpline.call ? [helpline.call] : [],
    text: helpline.text ? [{ number: helpline.text, keyword: helpline.textKeyword }] : [],
    whatsapp: helpline.whatsapp ? [helpline.whatsapp] : [],
    url: helpline.url,
    details: [helpline.hours, helpline.audience, helpline.note].filter((detail): detail is string => !!detail),
  };
}

function emergencyLine(country: CountryHelplines): SupportLine {
  const calls = emergencyNumbers(country.emergency);
  const details: string[] = [];
  // Where the general number is the police (Japan's 110), the ambulance is the one a person who is hurt needs.
  if (country.ambulance && !calls.includes(country.ambulance)) {
    calls.push(country.ambulance);
    details.push(`ambulance ${country.ambulance}`);
  }
  return { name: "Emergency services", call: calls, text: [], whatsapp: [], details };
}

/** For a visitor whose country we do not know: numbers that reach most English-speaking visitors. */
function worldLines(directory: HelplineDirectory, kind: SupportKind): SupportLine[] {
  const us = directory.countries.US;
  const gb = directory.countries.GB;
  const emergency: SupportLine = {
    name: "Emergency services",
    call: ["112", "911"],
    text: [],
    whatsapp: [],
    details: ["or your local emergency number (999 in the UK, 000 in Australia)"],
  };
  const named = (helpline: Helpline, where: string) => ({ ...lineOf(helpline), name: `${helpline.name} (${where})` });
  // A body in danger needs the ambulance, not a listening line.
  if (kind === "medical") return [emergency];
  return kind === "abuse"
    ? [emergency, named(us.abuse[0], "US"), named(gb.abuse[0], "UK")]
    : [emergency, named(us.crisis[0], "US and Canada"), named(gb.crisis[0], "UK and Ireland")];
}

/**
 * The lines of a support block (ISSUE 15): emergency services first, then the country's services
 * for this kind of danger (for abuse also its crisis line), then the international directory for
 * everyone. Server and client build it alike, so a visitor who changes country sees the same form.
 */
export function supportLinesFor(
  directory: HelplineDirectory,
  kind: SupportKind,
  countryCode: string | null,
): { country: string | null; lines: SupportLine[] } {
  const international: SupportLine = {
    name: directory.international.name,
    call: [],
    text: [],
    whatsapp: [],
    url: directory.international.url,
    details: [directory.international.note],
  };
  const country = countryCode ? directory.countries[countryCode] : undefined;
  if (kind === "medical") {
    return country
      ? { country: countryCode, lines: [emergencyLine(country)] }
      : { country: null, lines: worldLines(directory, kind) };
  }
  if (!countryCode || !country) return { country: null, lines: [...worldLines(directory, kind), international] };
  const services = kind === "abuse" ? [...country.abuse, ...country.crisis.slice(0, 1)] : country.crisis;
  return { country: countryCode, lines: [emergencyLine(country), ...services.map(lineOf), international] };
}
