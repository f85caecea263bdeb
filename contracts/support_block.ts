/**
 * The support block a care reply carries (ISSUE 15): the help a visitor in danger needs, as a
 * run of plain lines between two markers, so it reads well anywhere text goes (the hub chat, a
 * Markdown export, a screen reader) and the chat can show it as a distinct block with tappable
 * numbers. Only the server writes it: every engine's own text has the markers removed first.
 *
 *   [SUPPORT kind=suicide country=US tone=urgent]
 *   Emergency services: call 911
 *   988 Suicide & Crisis Lifeline: call 988 · text 988 · 24/7 · https://988lifeline.org
 *   Find A Helpline: https://findahelpline.com · free, confidential helplines in many countries
 *   [/SUPPORT]
 */
export type SupportKind = "suicide" | "self-harm" | "abuse" | "medical";

/** What the block is headed with, wherever it is shown. */
export const supportHeadings = { urgent: "Help, right now", gentle: "Support, any time" } as const;
/** `urgent` leads a reply to danger now; `gentle` follows an answer, for care mode and low signals. */
export type SupportTone = "urgent" | "gentle";

export type SupportLine = {
  name: string;
  call: string[];
  text: { number: string; keyword?: string }[];
  whatsapp: string[];
  url?: string;
  /** Hours, audience and notes, as written. */
  details: string[];
};

export type SupportBlock = {
  kind: SupportKind;
  /** Two-letter country, or null when the visitor's country is unknown. */
  country: string | null;
  tone: SupportTone;
  lines: SupportLine[];
};

const open = /^\[SUPPORT kind=(suicide|self-harm|abuse|medical) country=([A-Z]{2}|world) tone=(urgent|gentle)\]$/;
const close = "[/SUPPORT]";
/** Both markers, wherever they appear: removed from every engine's text so only the server writes a block. */
export const supportMarkers = /\[\/?\s*SUPPORT\b[^\]\n]*\]/gi;
const separator = " · ";

/** One line of a block as a person reads it: "Samaritans: call 116 123 · 24/7 · https://..." */
export function supportLineText(line: SupportLine): string {
  const parts = [
    ...line.call.map((number) => `call ${number}`),
    ...line.text.map(({ number, keyword }) => keyword ? `text ${keyword} to ${number}` : `text ${number}`),
    ...line.whatsapp.map((number) => `WhatsApp ${number}`),
    ...line.details,
    ...(line.url ? [line.url] : []),
  ];
  return `${line.name}: ${parts.join(separator)}`;
}

export function formatSupportBlock(block: SupportBlock): string {
  return [
    `[SUPPORT kind=${block.kind} country=${block.country ?? "world"} tone=${block.tone}]`,
    ...block.lines.map(supportLineText),
    close,
  ].join("\n");
}

function parseLine(text: string): SupportLine | null {
  const colon = text.indexOf(": ");
  if (colon <= 0) return null;
  const line: SupportLine = { name: text.slice(0, colon), call: [], text: [], whatsapp: [], details: [] };
  for (const part of text.slice(colon + 2).split(separator)) {
    const call = /^call (.+)$/.exec(part);
    const sms = /^text (?:(.+) to )?([+\d][\d ()*#-]*)$/.exec(part);
    const whatsapp = /^WhatsApp (.+)$/.exec(part);
    if (call) line.call.push(call[1]);
    else if (sms) line.text.push(sms[1] ? { number: sms[2], keyword: sms[1] } : { number: sms[2] });
    else if (whatsapp) line.whatsapp.push(whatsapp[1]);
    else if (/^https:\/\/[^\s]+$/.test(part)) line.url = part;
    else line.details.push(part);
  }
  return line;
}

/** A message's text split into ordinary text and the support blocks in it, in order. */
export type MessagePart = { kind: "text"; text: string } | { kind: "support"; block: SupportBlock };

export function splitSupportBlocks(content: string): MessagePart[] {
  const parts: MessagePart[] = [];
  const lines = content.split("\n");
  let text: string[] = [];
  for (let index = 0; index < lines.length; index++) {
    const header = open.exec(lines[index].trim());
    const end = header ? lines.findIndex((line, at) => at > index && line.trim() === close) : -1;
    if (!header || end < 0) {
      text.push(lines[index]);
      continue;
    }
    if (text.join("\n").trim()) parts.push({ kind: "text", text: text.join("\n") });
    text = [];
    const blockLines = lines.slice(index + 1, end).map((line) => parseLine(line.trim())).filter((line) =>
      line !== null
    );
    parts.push({
      kind: "support",
      block: {
        kind: header[1] as SupportKind,
        country: header[2] === "world" ? null : header[2],
        tone: header[3] as SupportTone,
        lines: blockLines,
      },
    });
    index = end;
  }
  if (text.join("\n").trim()) parts.push({ kind: "text", text: text.join("\n") });
  return parts;
}
