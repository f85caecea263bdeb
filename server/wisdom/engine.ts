import type { CareGuardMode } from "../safety/care_guard.ts";
import type { RiskAssessment } from "../safety/risk.ts";
import type { ScriptureSource } from "../search/search_index.ts";

/**
 * One earlier message of the conversation, oldest first. A reply keeps what it cited, in order,
 * so the next turn can resolve "the second passage you shared".
 */
export type ChatTurn = {
  role: "user" | "assistant";
  content: string;
  citations?: readonly string[];
  /** What the reply was about (server/wisdom/understanding/analyse_turn.ts), kept with the stored message. */
  about?: TurnAbout;
};

/** A reply's request kind and topic ("concept:grace", "reference:Psalms 23"). */
export type TurnAbout = { kind: string; topic: string | null };

export type WisdomRequest = {
  /** Earlier turns of this conversation, oldest first (empty for a first message or the Wisdom Hub). */
  history: readonly ChatTurn[];
  /** The visitor's new message, trimmed and non-empty. */
  message: string;
  /** Aborted when the client goes away: the engine stops generating. */
  signal?: AbortSignal;
  /** The visitor's country (two letters) when known: the support block lists its services. */
  country?: string | null;
  /** Set by the safety layer (safety_engine.ts) when the conversation shows risk; engines answer accordingly. */
  safety?: SafetyContext;
};

/**
 * What the safety layer tells an engine (ISSUE 15). `crisis`: the server has already written the
 * care opening and the resources, and the engine adds a few gentle sentences, quoting only
 * `passages`. `care`: danger earlier in the conversation; answer gently, quoting only `passages`.
 * `topic`: a question touching suicide, self-harm or abuse with no danger now; answer it carefully.
 */
export type SafetyContext = {
  mode: CareGuardMode;
  risk: RiskAssessment;
  /** The reviewed comforting passages (safety/care_passages.ts) with their exact stored text. */
  passages: readonly Passage[];
  /**
   * Someone else is in danger and the visitor wants to help: the server has already written what helps and the
   * resources; the engine adds a few words of care for the helper.
   */
  helping?: boolean;
  /**
   * The visitor said they mean to hurt someone: the server has already written care, a word to step away and get help
   * now, and the resources; the engine adds a few calm words and asks what happened.
   */
  harmToOthers?: boolean;
  /**
   * The visitor told of unwanted, frightening thoughts of harming someone: the server has already written care, a word
   * to see a doctor and what to do if they ever feel close to acting, and the resources; the engine adds company.
   */
  unwantedThoughts?: boolean;
};

/**
 * A passage handed to an engine to ground its reply: for a verse `text` is exactly the stored
 * verse; for a Lotus Sutra chapter or Gosho writing it is the best-matching excerpt of our summary.
 */
export type Passage = { source: ScriptureSource; reference: string; text: string };

/**
 * The persona engine (ISSUE 4): history plus the new message in, the reply as a stream of text
 * chunks out. Joining the chunks gives the whole reply.
 */
export interface WisdomEngine {
  /** 'built-in' or 'openai:<model>', for logs and the health check; never message content. */
  readonly name: string;
  reply(request: WisdomRequest): AsyncIterable<string>;
}

export { personaName } from "../../contracts/persona.ts";
