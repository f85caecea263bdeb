import { useEffect, useState } from "react";
import { apiRead, storeLocally } from "./api.ts";
import type { Endpoint } from "./endpoints/endpoint.ts";
import { connectivityStore } from "./connectivity.ts";

/**
 * Read cache (spec section 9): a result is never stale, is not refetched on focus or on a timer,
 * and a failed read is not retried; `invalidateQueries` is how writes make lists fresh again.
 * While a read is refreshed, its last answer stays on screen.
 *
 * Reads go through `apiRead`, so offline they are answered from the local copy (spec section 7).
 * Such an answer is a stand-in, not a server answer: when the connection returns, those paths and
 * the reads that failed are read again, without a reload.
 */
const cache = new Map<string, Promise<unknown>>();
const lastData = new Map<string, unknown>();
/** Paths whose current answer came from the local copy. */
const answeredLocally = new Set<string>();
const listeners = new Set<() => void>();

export type QueryState<T> =
  | { status: "idle"; data: undefined; error: undefined }
  | { status: "loading"; data: undefined; error: undefined }
  | { status: "success"; data: T; error: undefined }
  | { status: "error"; data: undefined; error: Error };

function fetchCached<Answer>(endpoint: Endpoint<Answer>): Promise<Answer> {
  const { path } = endpoint;
  const cached = cache.get(path) as Promise<Answer> | undefined;
  if (cached) return cached;
  const read = apiRead(endpoint);
  const pending = read.then((result) => result.data);
  cache.set(path, pending);
  // A read invalidated or removed while it ran no longer owns the path: its late answer must not
  // overwrite a newer one, and its failure must not evict the read that replaced it.
  const ownsPath = () => cache.get(path) === pending;
  read.then(({ data, source }) => {
    if (!ownsPath()) return;
    lastData.set(path, data);
    if (source === "local") answeredLocally.add(path);
    else answeredLocally.delete(path);
  }, () => {
    if (ownsPath()) cache.delete(path);
  });
  return pending;
}

function notify() {
  for (const listener of listeners) listener();
}

let watchingConnectivity = false;

/**
 * Started by the first mounted query (never during server rendering). Coming back online drops the
 * answers the local copy gave; `notify` then makes every mounted query read again, which also
 * retries the reads that failed offline.
 */
function watchConnectivity() {
  if (watchingConnectivity) return;
  watchingConnectivity = true;
  connectivityStore.subscribe(({ online }, previous) => {
    if (!online || previous.online) return;
    for (const path of answeredLocally) cache.delete(path);
    answeredLocally.clear();
    notify();
  });
}

/** Drops cached reads whose path starts with `prefix`, and makes mounted queries read again. */
export function invalidateQueries(prefix: string) {
  for (const path of cache.keys()) if (path.startsWith(prefix)) cache.delete(path);
  notify();
}

/**
 * Drops one cached read and makes mounted queries read again. The conversation list is refreshed
 * this way: its path is also the start of every conversation's messages, which a prefix would drop
 * and read again after every reply (issue 18).
 */
export function invalidateQuery({ path }: Endpoint) {
  cache.delete(path);
  notify();
}

/**
 * Puts a known answer in the cache (a write's result), so the screen shows it without a read. It
 * is also added to the local copy, so what the visitor saw is there offline after a reload; that
 * is why only server answers belong here, never a message still waiting to be sent.
 */
export function setQueryData<Answer>(
  { path }: Endpoint<Answer>,
  update: (current: Answer | undefined) => Answer,
) {
  const data = update(lastData.get(path) as Answer | undefined);
  lastData.set(path, data);
  answeredLocally.delete(path);
  cache.set(path, Promise.resolve(data));
  void storeLocally(path, data, "update");
  notify();
}

/** Forgets a path entirely (a deleted conversation's messages). */
export function removeQueries(prefix: string) {
  for (const path of [...cache.keys(), ...lastData.keys()]) {
    if (path.startsWith(prefix)) {
      cache.delete(path);
      lastData.delete(path);
      answeredLocally.delete(path);
    }
  }
  notify();
}

/** Reads `endpoint` (null: not yet, e.g. until a choice is made). */
export function useQuery<Answer>(endpoint: Endpoint<Answer> | null): QueryState<Answer> {
  const path = endpoint?.path ?? null;
  const [state, setState] = useState<QueryState<Answer>>({
    status: "idle",
    data: undefined,
    error: undefined,
  });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    watchConnectivity();
    const listener = () => setGeneration((value) => value + 1);
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }, []);

  useEffect(() => {
    if (path === null) {
      setState({ status: "idle", data: undefined, error: undefined });
      return;
    }
    let current = true;
    const known = lastData.get(path) as Answer | undefined;
    setState(
      known === undefined
        ? { status: "loading", data: undefined, error: undefined }
        : { status: "success", data: known, error: undefined },
    );
    fetchCached<Answer>({ path }).then(
      (data) => current && setState({ status: "success", data, error: undefined }),
      (error: Error) => current && setState({ status: "error", data: undefined, error }),
    );
    return () => {
      current = false;
    };
  }, [path, generation]);

  return state;
}
