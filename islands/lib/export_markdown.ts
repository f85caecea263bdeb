import type { Conversation, Message } from "../../contracts/conversations.ts";
import { personaName } from "../../contracts/persona.ts";
import { splitSupportBlocks, supportHeadings, supportLineText } from "../../contracts/support_block.ts";

/** A reply's text with its support blocks as Markdown quotes a reader can use: heading, then one line per service. */
function readableContent(content: string): string {
  return splitSupportBlocks(content).map((part) =>
    part.kind === "text"
      ? part.text.trim()
      : [`> **${supportHeadings[part.block.tone]}**`, ...part.block.lines.map((line) => `> - ${supportLineText(line)}`)]
        .join("\n")
  ).join("\n\n");
}

/** Download names (spec section 5): anything but letters and digits becomes an underscore. */
export function downloadName(title: string, extension: string): string {
  return `${title.replace(/[^A-Za-z0-9]/g, "_")}.${extension}`;
}

/** A conversation as a Markdown document the visitor keeps: who said what, and when. */
export function conversationMarkdown(conversation: Conversation, messages: readonly Message[]): string {
  const lines = [`# ${conversation.title}`, "", `Exported ${new Date().toISOString().slice(0, 10)}.`, ""];
  for (const message of messages) {
    const who = message.role === "user" ? "You" : personaName;
    lines.push(
      `## ${who}, ${message.createdAt.replace("T", " ").slice(0, 16)} UTC`,
      "",
      readableContent(message.content),
      "",
    );
  }
  return lines.join("\n");
}

export function saveFile(name: string, content: string | Blob, type: string) {
  // A Blob (a downloaded book or image) is saved as it came; text is wrapped with its type.
  const url = URL.createObjectURL(typeof content === "string" ? new Blob([content], { type }) : content);
  const link = Object.assign(document.createElement("a"), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
