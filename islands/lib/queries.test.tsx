import "fake-indexeddb/auto";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { act, cleanup, render, screen } from "@testing-library/react";
import type { Conversation, Message } from "../../contracts/conversations.ts";
import { connectivityStore } from "./connectivity.ts";
import { localDb } from "./db.ts";
import * as conversationApi from "./endpoints/conversations.ts";
import { invalidateQueries, removeQueries, setQueryData, useQuery } from "./queries.ts";

const endpoint = conversationApi.conversations;

const conversation = (id: string, title: string): Conversation => ({
  id,
  title,
  createdAt: "2025-03-01T10:00:00.000Z",
  updatedAt: "2025-03-01T10:00:00.000Z",
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

function Titles({ label = "titles" }: { label?: string }) {
  const query = useQuery(endpoint);
  if (query.status === "error") return <p role="alert">{query.error.message}</p>;
  return <p aria-label={label}>{query.data?.map((row) => row.title).join(", ") ?? query.status}</p>;
}

const setOnline = (online: boolean) => act(() => connectivityStore.setState({ online }));

beforeEach(async () => {
  connectivityStore.setState({ online: true });
  const db = await localDb();
  for (const store of db.objectStoreNames) await db.clear(store);
});

afterEach(() => {
  cleanup();
  removeQueries("");
  vi.unstubAllGlobals();
});

test("offline, a query is answered from the local copy; back online it reads the server without a reload", async () => {
  await (await localDb()).put("conversations", conversation("a", "Kept on the device"));
  const fetch = vi.fn(() => Promise.resolve(json([conversation("a", "Fresh from the server")])));
  vi.stubGlobal("fetch", fetch);

  connectivityStore.setState({ online: false });
  render(<Titles />);
  expect(await screen.findByText("Kept on the device")).toBeTruthy();
  expect(fetch).not.toHaveBeenCalled();

  setOnline(true);
  expect(await screen.findByText("Fresh from the server")).toBeTruthy();
  expect(fetch).toHaveBeenCalledTimes(1);
});

test("a read that failed offline is tried again when the connection returns", async () => {
  vi.stubGlobal("fetch", vi.fn(() => Promise.resolve(json([conversation("a", "Peace")]))));
  connectivityStore.setState({ online: false });
  render(<Titles />);
  expect((await screen.findByRole("alert")).textContent).toBe("No cached data available offline");

  setOnline(true);
  expect(await screen.findByText("Peace")).toBeTruthy();
});

test("server answers stay cached across reconnects and focus; invalidating reads them again", async () => {
  let title = "First";
  const fetch = vi.fn(() => Promise.resolve(json([conversation("a", title)])));
  vi.stubGlobal("fetch", fetch);
  render(<Titles />);
  render(<Titles label="again" />);
  expect(await screen.findByLabelText("titles")).toBeTruthy();
  await vi.waitFor(() => expect(screen.getByLabelText("again").textContent).toBe("First"));

  setOnline(false);
  setOnline(true);
  act(() => void globalThis.dispatchEvent(new Event("focus")));
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(fetch).toHaveBeenCalledTimes(1);

  title = "Second";
  act(() => invalidateQueries("/api/conversations"));
  await vi.waitFor(() => expect(screen.getByLabelText("titles").textContent).toBe("Second"));
  expect(fetch).toHaveBeenCalledTimes(2);
});

test("a failed read is not retried", async () => {
  const fetch = vi.fn(() => Promise.resolve(new Response("Down for maintenance", { status: 500 })));
  vi.stubGlobal("fetch", fetch);
  render(<Titles />);
  expect((await screen.findByRole("alert")).textContent).toBe("500: Down for maintenance");
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(fetch).toHaveBeenCalledTimes(1);
});

test("a read invalidated while it runs cannot evict the read that replaced it", async () => {
  let failFirst: (error: Error) => void = () => {};
  const fetch = vi.fn()
    .mockImplementationOnce(() => new Promise((_, reject) => (failFirst = reject)))
    .mockImplementation(() => Promise.resolve(json([conversation("a", "Newer")])));
  vi.stubGlobal("fetch", fetch);
  render(<Titles />);
  await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));

  act(() => invalidateQueries("/api/conversations"));
  expect(await screen.findByText("Newer")).toBeTruthy();
  // The stale read fails late with a 4xx-like refusal (no fallback): it must not drop the newer answer.
  await act(async () => {
    failFirst(new Error("late failure"));
    await Promise.resolve();
  });
  render(<Titles label="later" />);
  await vi.waitFor(() => expect(screen.getByLabelText("later").textContent).toBe("Newer"));
  expect(fetch).toHaveBeenCalledTimes(2);
});

test("a write's result put in the cache is added to the local copy, keeping what was there", async () => {
  const db = await localDb();
  const message = (id: string): Message => ({
    id,
    conversationId: "x",
    role: "user",
    content: id,
    createdAt: "2025-03-01T10:00:00.000Z",
    citations: [],
  });
  await db.put("messages", message("earlier"));
  setQueryData(conversationApi.messages("x"), () => [message("sent")]);
  await vi.waitFor(async () => expect((await db.getAllKeys("messages")).sort()).toEqual(["earlier", "sent"]));
});
