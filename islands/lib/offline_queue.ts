import { createStore } from "zustand/vanilla";
import { useStore } from "zustand";
import { localDb, type QueuedMessage } from "./db.ts";

/**
 * Messages written offline (spec sections 3, 4 and 8), kept in IndexedDB until they are delivered.
 *
 * Exactly once: each item keeps its 'offline-' id for ever and is sent with it as the
 * Idempotency-Key, so a resend (after a reload mid-replay, or a second tab) returns the turn the
 * server already stored instead of storing another. A Web Lock makes tabs take turns replaying,
 * and items go one at a time, oldest first, so a conversation's order is kept.
 */
type QueueState = { items: QueuedMessage[] };
export const queueStore = createStore<QueueState>(() => ({ items: [] }));

export function useQueuedMessages(): QueuedMessage[] {
  return useStore(queueStore, (state) => state.items);
}

const lockName = "bodhisattva-offline-queue";
const channelName = "bodhisattva-offline-queue";

function byAge(a: QueuedMessage, b: QueuedMessage) {
  return a.timestamp.localeCompare(b.timestamp) || a.id.localeCompare(b.id);
}

/** The queue, oldest first. */
export async function listQueued(): Promise<QueuedMessage[]> {
  return (await (await localDb()).getAll("offline_queue")).sort(byAge);
}

/** Re-reads the queue into the store, and tells other tabs to do the same. */
export async function refreshQueue(announce = false): Promise<void> {
  try {
    queueStore.setState({ items: await listQueued() });
    if (announce && typeof BroadcastChannel !== "undefined") {
      const channel = new BroadcastChannel(channelName);
      channel.postMessage("changed");
      channel.close();
    }
  } catch (error) {
    console.error("Loading the offline queue failed", error);
  }
}

/** Other tabs' queue changes show in this tab's banner too. */
export function followOtherTabs(): () => void {
  if (typeof BroadcastChannel === "undefined") return () => {};
  const channel = new BroadcastChannel(channelName);
  channel.onmessage = () => void refreshQueue();
  return () => channel.close();
}

let lastQueuedAt = 0;

/** Strictly increasing, so messages queued within one millisecond keep the order they were written in. */
function nextTimestamp(): string {
  lastQueuedAt = Math.max(Date.now(), lastQueuedAt + 1);
  return new Date(lastQueuedAt).toISOString();
}

export async function queueMessage(conversationId: string, content: string): Promise<QueuedMessage> {
  const item: QueuedMessage = {
    id: `offline-${crypto.randomUUID()}`,
    conversationId,
    content,
    timestamp: nextTimestamp(),
  };
  await (await localDb()).put("offline_queue", item);
  await refreshQueue(true);
  return item;
}

/** What delivering one item came to: sent (or already sent), never deliverable, or not now. */
export type Delivery = "delivered" | "rejected" | "retry-later";

async function withQueueLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  // Without Web Locks two tabs may both send an item; its idempotency key still stores it once.
  return locks ? await locks.request(lockName, work) : await work();
}

/**
 * Sends the queue in order through `deliver`. A delivered item is removed; a rejected one (the
 * server refuses it for good, e.g. its conversation was deleted) is removed and logged; anything
 * else stops the replay with the item still queued, for the next reconnect or reload to retry.
 * Returns how many items were delivered.
 */
export async function replayQueue(deliver: (item: QueuedMessage) => Promise<Delivery>): Promise<number> {
  let delivered = 0;
  try {
    await withQueueLock(async () => {
      for (const item of await listQueued()) {
        const outcome = await deliver(item);
        if (outcome === "retry-later") break;
        if (outcome === "rejected") console.error(`Queued message ${item.id} was refused by the server; dropped`);
        else delivered++;
        await (await localDb()).delete("offline_queue", item.id);
      }
    });
  } catch (error) {
    console.error("Syncing the offline queue failed", error);
  } finally {
    await refreshQueue(true);
  }
  return delivered;
}
