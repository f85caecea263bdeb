import { Hono } from "hono";
import { z } from "zod";
import {
  type Conversation,
  createConversationSchema,
  idempotencyKeySchema,
  renameConversationSchema,
  sendMessageSchema,
} from "../../contracts/conversations.ts";
import { defaultConversationTitle, titleFromMessage, titleLimit } from "../../contracts/conversation_titles.ts";
import { runTurn, type TurnDeps } from "../chat/turns.ts";
import { conversationNotFound } from "./turn_refusal.ts";
import { respondWithTurn, toMessage } from "./turn_response.ts";
import type { Limiter } from "../limits/limiter.ts";
import type { AppEnv } from "../http/app_env.ts";
import { invalidRequest } from "../http/errors.ts";
import { jsonBody, pathParams } from "../http/validate.ts";
import { visitorCountry } from "../http/visitor_country.ts";
import {
  ConversationNotFound,
  createConversation,
  deleteConversation,
  getConversation,
  listConversations,
  listMessages,
  renameConversation,
  type StoredConversation,
} from "../store/conversations.ts";

const conversationParams = z.strictObject({ id: z.string().regex(/^[\w-]{1,64}$/, "Not a conversation id") });

/**
 * The public shape of a stored conversation: the contract's fields picked one by one (the owner and
 * the sequence stay inside), from a record the store has already parsed. Not parsed a second time:
 * that was a tenth of the cost of listing 50 conversations (issue 18).
 */
export function toConversation({ id, title, createdAt, updatedAt }: StoredConversation): Conversation {
  return { id, title, createdAt, updatedAt };
}

/** A conversation that is not the visitor's is indistinguishable from one that does not exist. */
async function rethrowNotFound<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof ConversationNotFound) throw conversationNotFound();
    throw error;
  }
}

/**
 * Titles follow the client's rule (spec section 7): a title it already shortened (50 characters
 * and '...') is kept as sent; a longer one from another caller is shortened the same way.
 */
function normalizeTitle(title: string | undefined): string {
  if (!title) return defaultConversationTitle;
  return title.length <= titleLimit + 3 ? title : titleFromMessage(title);
}

/**
 * /api/conversations (spec section 7, ISSUE 4): a visitor's own conversations and messages. The
 * POST of a message answers with JSON, or with a Server-Sent Events stream when asked for one.
 */
export function conversationsRouter(deps: TurnDeps & { log: (line: string) => void; limiter: Limiter }) {
  const { kv, clock, log, limiter } = deps;
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const conversations = await listConversations(kv, c.get("visitorId"));
      return c.json(conversations.map(toConversation));
    })
    .post("/", jsonBody(createConversationSchema), async (c) => {
      const conversation = await createConversation(kv, {
        id: deps.newId(),
        visitorId: c.get("visitorId"),
        title: normalizeTitle(c.req.valid("json").title),
        now: clock.now(),
      });
      return c.json(toConversation(conversation), 201);
    })
    .get("/:id", pathParams(conversationParams), async (c) => {
      const conversation = await getConversation(kv, c.get("visitorId"), c.req.valid("param").id);
      if (!conversation) throw conversationNotFound();
      return c.json(toConversation(conversation));
    })
    .patch("/:id", pathParams(conversationParams), jsonBody(renameConversationSchema), async (c) => {
      const { id } = c.req.valid("param");
      const renamed = await rethrowNotFound(
        renameConversation(kv, c.get("visitorId"), id, normalizeTitle(c.req.valid("json").title)),
      );
      return c.json(toConversation(renamed));
    })
    .delete("/:id", pathParams(conversationParams), async (c) => {
      await rethrowNotFound(deleteConversation(kv, c.get("visitorId"), c.req.valid("param").id));
      return c.body(null, 204);
    })
    .get("/:id/messages", pathParams(conversationParams), async (c) => {
      const { id } = c.req.valid("param");
      const messages = await rethrowNotFound(listMessages(kv, c.get("visitorId"), id));
      return c.json(messages.map((message) => toMessage(id, message)));
    })
    .post("/:id/messages", pathParams(conversationParams), jsonBody(sendMessageSchema), (c) => {
      const { id } = c.req.valid("param");
      const { content, country } = c.req.valid("json");
      const cancel = new AbortController();
      c.req.raw.signal.addEventListener("abort", () => cancel.abort());
      const events = runTurn(deps, {
        visitorId: c.get("visitorId"),
        conversationId: id,
        content,
        country: visitorCountry(c, country),
        idempotencyKey: readIdempotencyKey(c.req.header("Idempotency-Key")),
        signal: cancel.signal,
        admit: () => limiter.admit(c, "messages"),
      });
      return respondWithTurn(c, id, events, { cancel, log });
    });
}

function readIdempotencyKey(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(header);
  if (!parsed.success) throw invalidRequest(parsed.error, "Idempotency-Key header");
  return parsed.data;
}
