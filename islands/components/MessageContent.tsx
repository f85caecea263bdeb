import { type ReactNode, useMemo } from "react";
import type { Citation } from "../../contracts/conversations.ts";
import { splitSupportBlocks } from "../../contracts/support_block.ts";
import { type Block, type Inline, parseMessage } from "../lib/markup.ts";
import { SupportBlock } from "./SupportBlock.tsx";

export type MessageContentProps = {
  content: string;
  citations: readonly Citation[];
  /** Called with the citation whose reference the reader chose, to open the Scripture Archive at it. */
  onOpenReference: (citation: Citation) => void;
  /** Called to open a Bible citation in the archive's Study view; without it, references have no study link. */
  onStudyReference?: (citation: Citation) => void;
};

const quoteBadges = {
  verified: { label: "✓ verified", className: "quote-verified", title: "Quotation matches the stored text" },
  paraphrase: { label: "paraphrase", className: "quote-paraphrase", title: "Not the exact stored wording" },
} as const;

/**
 * A persona reply with its light markup (paragraphs, lists, bold, italic, quotations) and its
 * references as buttons. Built from React elements only, never from HTML strings, so whatever a
 * reply contains is shown as text (ISSUE 4).
 */
export function MessageContent({ content, citations, onOpenReference, onStudyReference }: MessageContentProps) {
  const parts = useMemo(
    () =>
      splitSupportBlocks(content).map((part) =>
        part.kind === "text" ? { kind: "text" as const, blocks: parseMessage(part.text, citations) } : part
      ),
    [content, citations],
  );
  const inlines = (nodes: readonly Inline[]): ReactNode[] =>
    nodes.map((node, index) => (
      <InlineNode key={index} node={node} inlines={inlines} onOpen={onOpenReference} onStudy={onStudyReference} />
    ));
  return (
    <div className="message-content">
      {parts.flatMap((part, partIndex): ReactNode[] =>
        part.kind === "support"
          ? [<SupportBlock key={`support-${partIndex}`} block={part.block} />]
          : part.blocks.map((block, index) => renderBlock(block, `${partIndex}-${index}`, inlines))
      )}
    </div>
  );
}

function renderBlock(block: Block, key: string, inlines: (nodes: readonly Inline[]) => ReactNode[]): ReactNode {
  if (block.kind === "paragraph") return <p key={key}>{inlines(block.content)}</p>;
  const items = block.items.map((item, index) => <li key={index}>{inlines(item)}</li>);
  if (!block.ordered) return <ul key={key}>{items}</ul>;
  return <ol key={key} start={block.start === 1 ? undefined : block.start}>{items}</ol>;
}

type InlineNodeProps = {
  node: Inline;
  inlines: (nodes: readonly Inline[]) => ReactNode[];
  onOpen: (citation: Citation) => void;
  onStudy?: (citation: Citation) => void;
};

function InlineNode({ node, inlines, onOpen, onStudy }: InlineNodeProps): ReactNode {
  switch (node.kind) {
    case "text":
      return node.text;
    case "break":
      return <br />;
    case "bold":
      return <strong>{inlines(node.children)}</strong>;
    case "italic":
      return <em>{inlines(node.children)}</em>;
    case "quote":
      // The marks stay as written; the stylesheet sets `quotes: none` so <q> adds none of its own.
      return <q className="scripture-quote">{node.open}{inlines(node.children)}{node.close}</q>;
    case "reference":
      return <ReferenceLink text={node.text} citation={node.citation} onOpen={onOpen} onStudy={onStudy} />;
  }
}

function ReferenceLink(
  { text, citation, onOpen, onStudy }: {
    text: string;
    citation: Citation;
    onOpen: (citation: Citation) => void;
    onStudy?: (citation: Citation) => void;
  },
) {
  const badge = citation.quote && quoteBadges[citation.quote];
  return (
    <>
      {/* A link, so a long reference wraps with the sentence; it opens the passage in place. */}
      <a
        href="#scripture-archive"
        className="reference-link"
        title={`Open ${citation.reference} in the Scripture Archive`}
        onClick={(event) => {
          event.preventDefault();
          onOpen(citation);
        }}
      >
        {text}
      </a>
      {badge && <span className={badge.className} title={badge.title}>{badge.label}</span>}
      {onStudy && citation.target.source === "bible" && (
        <a
          href="#scripture-archive"
          className="study-link"
          aria-label={`Study ${citation.reference}`}
          title={`Study ${citation.reference}: versions side by side, commentary and topics`}
          onClick={(event) => {
            event.preventDefault();
            onStudy(citation);
          }}
        >
          study
        </a>
      )}
    </>
  );
}
