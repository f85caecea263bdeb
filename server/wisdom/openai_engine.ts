import OpenAI from "openai";
import { canaryForms, createCanary } from "./canary.ts";
import { unsafeVerseText } from "../safety/care_passages.ts";
import type { ChatTurn, Passage, SafetyContext, WisdomEngine } from "./engine.ts";
import { createLeakGuard, guardReply, leakNeedles } from "./leak_guard.ts";
import type { Grounding } from "./grounding.ts";
import {
  careNote,
  guardedInstructions,
  harmNote,
  helperNote,
  notesMessage,
  passagesMessage,
  systemPrompt,
  unwantedThoughtNote,
} from "./system_prompt.ts";

type ChatMessage = OpenAI.Chat.ChatCompletionMessageParam;

export type OpenAIEngineOptions = {
  /** Absent for local servers (Ollama, LM Studio) that take no key. */
  apiKey?: string;
  /** Any OpenAI-compatible `/v1` endpoint; absent means OpenAI itself. */
  baseUrl?: string;
  model: string;
  /** Longest wait for the response to start, and longest silence between two chunks of it. */
  timeoutMs: number;
  /** What grounds this reply: passages and notes from the persona's understanding (grounding.ts, injected by server/main.ts). */
  ground: (message: string, history: readonly ChatTurn[]) => Grounding;
  /** Operational notes only: never message content, never the key. */
  log: (line: string) => void;
  /** How much of the conversation is sent back to the model (default 3000 tokens). */
  historyTokenBudget?: number;
  /** The marker hidden in the persona prompt (canary.ts); a fresh random one when absent. Tests pass their own. */
  canary?: string;
};

/** The model sent no chunk for `timeoutMs` after the response began. */
export class ModelStalledError extends Error {
  constructor(timeoutMs: number) {
    super(`No reply chunk for ${timeoutMs} ms`);
  }
}

/** The stream ended before the model said it had finished (no `finish_reason`): the reply is cut. */
export class ModelInterruptedError extends Error {
  constructor(cause?: unknown) {
    super("The reply stream ended before the model finished", { cause });
  }
}

/** The model finished without writing any text. */
export class ModelEmptyReplyError extends Error {
  constructor() {
    super("The model finished without any text");
  }
}

const openAIBaseUrl = "https://api.openai.com/v1";
/** The SDK refuses to start without a key; local servers ignore whatever is sent. */
const keyForKeylessServers = "not-needed";
const defaultHistoryTokenBudget = 3000;
/** A thoughtful reply is a few hundred words; this bounds cost and the stored message's size. */
const maxReplyTokens = 1500;

/**
 * The persona on an OpenAI-compatible chat model (ISSUE 4): the persona prompt, the retrieved
 * passages and as much recent conversation as fits, streamed back as the model writes. The model
 * is not trusted with its own instructions: every reply passes the leak guard, which stops the
 * request and withholds the rest of a reply that begins to disclose them. Failures are thrown
 * (wrap it with `withFallback`); a cancelled request simply ends the stream.
 */
export function createOpenAIEngine(options: OpenAIEngineOptions): WisdomEngine {
  const { model, timeoutMs, ground, log } = options;
  const historyTokenBudget = options.historyTokenBudget ?? defaultHistoryTokenBudget;
  const name = `openai:${model}`;
  const canary = options.canary ?? createCanary();
  const prompt = systemPrompt(canary);
  const needles = leakNeedles({ secrets: canaryForms(canary), prompt: guardedInstructions(canary) });
  const client = new OpenAI({
    apiKey: options.apiKey ?? keyForKeylessServers,
    // Every setting is passed explicitly: left unset, the SDK reads OPENAI_* variables itself,
    // and server/config.ts is the one place that reads the environment.
    baseURL: options.baseUrl ?? openAIBaseUrl,
    organization: null,
    project: null,
    adminAPIKey: null,
    webhookSecret: null,
    timeout: timeoutMs,
    // One attempt: a visitor is waiting, and the built-in engine answers at once if this fails.
    maxRetries: 0,
    // At debug level (OPENAI_LOG=debug) the SDK logs request bodies, which hold what visitors confide.
    logLevel: "off",
  });

  /** The model's words as they arrive, unchecked; `signal` ends the request. */
  async function* modelText(messages: ChatMessage[], signal: AbortSignal): AsyncGenerator<string> {
    // The SDK's timeout only covers the wait for the response headers; a server that then goes
    // quiet would hold the visitor forever, so silence between chunks is timed here.
    const stall = new AbortController();
    let stallTimer: ReturnType<typeof setTimeout> | undefined;
    const watchForStall = () => {
      stallTimer = setTimeout(() => stall.abort(), timeoutMs);
    };
    const stopWatching = () => clearTimeout(stallTimer);
    const requestSignal = AbortSignal.any([signal, stall.signal]);

    let responseBegan = false;
    let wroteText = false;
    let finishReason: string | null = null;
    try {
      const stream = await client.chat.completions.create(
        { model, stream: true, messages, max_tokens: maxReplyTokens },
        { signal: requestSignal },
      );
      responseBegan = true;
      watchForStall();
      for await (const chunk of stream) {
        // The clock stops while our own reader holds the chunk: a slow visitor connection is not
        // the model stalling.
        stopWatching();
        const choice = chunk.choices[0];
        if (choice?.finish_reason) finishReason = choice.finish_reason;
        const text = choice?.delta?.content;
        if (text) {
          wroteText = true;
          yield text;
        }
        watchForStall();
      }
      stopWatching();
    } catch (error) {
      if (signal.aborted) return;
      if (stall.signal.aborted) throw new ModelStalledError(timeoutMs);
      // A failure once the response has begun (a dropped connection, a broken event) cuts the reply.
      throw responseBegan ? new ModelInterruptedError(error) : error;
    } finally {
      stopWatching();
    }

    // The SDK ends the stream quietly when it is aborted, so how it ended is checked here.
    if (signal.aborted) return;
    if (stall.signal.aborted) throw new ModelStalledError(timeoutMs);
    if (finishReason === null) throw new ModelInterruptedError();
    if (!wroteText) throw new ModelEmptyReplyError();
    // A reply cut by the model's length limit or content filter still goes out, but is worth knowing about.
    if (finishReason !== "stop") log(`wisdom engine ${name} reply ended early (finish_reason ${finishReason})`);
  }

  return {
    name,
    async *reply({ history, message, signal, safety }) {
      const grounding = ground(message, history);
      const messages = chatMessages({
        prompt,
        history,
        message,
        passages: atRiskPassages(grounding.passages, safety),
        notes: safety?.mode === "crisis" ? [] : grounding.notes,
        safety,
        historyTokenBudget,
      });
      const withheld = new AbortController();
      const requestSignal = signal ? AbortSignal.any([signal, withheld.signal]) : withheld.signal;
      yield* guardReply(modelText(messages, requestSignal), createLeakGuard(needles), (kind) => {
        withheld.abort();
        // The event only: the reply is exactly what must not be repeated, in a log least of all.
        log(`wisdom engine ${name} reply withheld: it began to disclose its ${kind}`);
      });
    },
  };

  /**
   * What the model may quote: the reviewed comforting passages when the visitor is at risk
   * (ISSUE 15), the grounding's otherwise, never a verse about losing one's life for a question on
   * the topic.
   */
  function atRiskPassages(passages: readonly Passage[], safety?: SafetyContext): readonly Passage[] {
    if (safety && safety.mode !== "topic") return safety.passages;
    return safety ? passages.filter((passage) => !unsafeVerseText.test(passage.text)) : passages;
  }
}

export type ChatMessagesInput = {
  /** The persona prompt with its canary (system_prompt.ts). */
  prompt: string;
  history: readonly ChatTurn[];
  message: string;
  passages: readonly Passage[];
  /** What the persona understood of the message and knows about it (grounding.ts). */
  notes?: readonly string[];
  /** Set when the conversation shows risk: the model gets the matching care note. */
  safety?: SafetyContext;
  historyTokenBudget: number;
};

/**
 * What the model is sent: the fixed persona prompt, the passages, a care note when needed, then
 * the conversation. Visitor text only ever travels in `user` messages, and earlier replies in
 * `assistant` ones, so nothing a visitor writes can take on the system role.
 */
export function chatMessages(
  { prompt, history, message, passages, notes = [], safety, historyTokenBudget }: ChatMessagesInput,
) {
  const messages: ChatMessage[] = [
    { role: "system", content: prompt },
    { role: "system", content: passagesMessage(passages) },
  ];
  if (notes.length > 0) messages.push({ role: "system", content: notesMessage(notes) });
  if (safety) {
    messages.push({
      role: "system",
      content: safety.helping
        ? helperNote
        : safety.harmToOthers
        ? harmNote
        : safety.unwantedThoughts
        ? unwantedThoughtNote
        : careNote(safety.mode, safety.risk.kind ?? "suicide"),
    });
  }
  for (const turn of historyWindow(history, historyTokenBudget)) {
    messages.push(
      turn.role === "user" ? { role: "user", content: withoutRoleMarkers(turn.content) } : {
        role: "assistant",
        content: turn.content,
      },
    );
  }
  messages.push({ role: "user", content: withoutRoleMarkers(message) });
  return messages;
}

/**
 * Chat-template tokens (`<|im_start|>system`, `<|eot_id|>`, `[INST]`) are plain text to OpenAI,
 * but some local servers render them into the prompt as real role boundaries; a visitor never
 * needs them, so they are removed from visitor text.
 */
export function withoutRoleMarkers(text: string): string {
  return text.replace(/<\|[\w-]{1,40}\|>|\[\/?INST\]|<<\/?SYS>>/g, "");
}

/**
 * A rough token count: about four characters a token for English (OpenAI's rule of thumb), plus a
 * few tokens each message costs in the chat format. Close enough to keep a request well inside a
 * model's context without shipping a tokenizer for every model a local server might run.
 */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4) + 4;
}

/**
 * The most recent turns that fit the budget, oldest first. The window stops at the first turn that
 * does not fit: a turn is sent whole or not at all (half a message misleads more than none), and
 * skipping over it to older turns would leave a gap in the conversation.
 */
export function historyWindow(history: readonly ChatTurn[], budgetTokens: number): ChatTurn[] {
  let remaining = budgetTokens;
  let start = history.length;
  while (start > 0) {
    const cost = estimateTokens(history[start - 1].content);
    if (cost > remaining) break;
    remaining -= cost;
    start -= 1;
  }
  return history.slice(start);
}
