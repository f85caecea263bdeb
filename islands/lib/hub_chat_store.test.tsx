import { describe, expect, it, vi } from "vitest";
import type { ChatReply } from "../../contracts/conversations.ts";
import { ApiError } from "./api.ts";
import { createHubChatStore, hubApology, hubGreeting } from "./hub_chat_store.ts";

const at = "2026-01-02T03:04:05.000Z";
const now = () => new Date(at);

function deferred() {
  let resolve!: (value: ChatReply) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<ChatReply>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("hub chat store", () => {
  it("greets once, and only an empty history", () => {
    const store = createHubChatStore({ reply: vi.fn(), now });
    store.getState().greet();
    store.getState().greet();
    expect(store.getState().messages).toEqual([{ role: "assistant", content: hubGreeting, timestamp: at }]);
  });

  it("appends the user message at once, is pending until the reply, then appends the reply", async () => {
    const call = deferred();
    const reply = vi.fn(() => call.promise);
    const store = createHubChatStore({ reply, now });
    const sent = store.getState().send("  What is peace?  ");
    expect(reply).toHaveBeenCalledWith("What is peace?");
    expect(store.getState()).toMatchObject({
      pending: true,
      messages: [{ role: "user", content: "What is peace?", timestamp: at }],
    });
    call.resolve({ response: "Peace is stillness.", timestamp: "2026-01-02T03:04:06.000Z" });
    await expect(sent).resolves.toBe(true);
    expect(store.getState().pending).toBe(false);
    expect(store.getState().messages[1]).toEqual({
      role: "assistant",
      content: "Peace is stillness.",
      timestamp: "2026-01-02T03:04:06.000Z",
    });
  });

  it("turns a failure into the apology message (spec section 8)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const store = createHubChatStore({ reply: () => Promise.reject(new Error("500: boom")), now });
    await store.getState().send("Hello");
    expect(store.getState().pending).toBe(false);
    expect(store.getState().messages.map((m) => m.content)).toEqual(["Hello", hubApology]);
  });

  it("shows the server's sentence when a limit is reached (429), so the visitor knows how long to wait", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const limited = new ApiError(
      429,
      "429: You are sending messages faster than I can reflect on them. Please wait 30 seconds and try again.",
      30,
    );
    const store = createHubChatStore({ reply: () => Promise.reject(limited), now });
    await store.getState().send("Hello");
    expect(store.getState().messages.map((m) => m.content)).toEqual([
      "Hello",
      "You are sending messages faster than I can reflect on them. Please wait 30 seconds and try again.",
    ]);
  });

  it("refuses blank input and a second send while one is pending", async () => {
    const call = deferred();
    const reply = vi.fn(() => call.promise);
    const store = createHubChatStore({ reply, now });
    await expect(store.getState().send("   ")).resolves.toBe(false);
    const first = store.getState().send("one");
    await expect(store.getState().send("two")).resolves.toBe(false);
    expect(reply).toHaveBeenCalledTimes(1);
    call.resolve({ response: "ok", timestamp: at });
    await first;
    expect(store.getState().messages.map((m) => m.content)).toEqual(["one", "ok"]);
  });
});
