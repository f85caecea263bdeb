import { useEffect, useState } from "react";
import type { z } from "zod";
import { apiRequest, queryPath } from "./api.ts";

/**
 * Read cache (spec section 9): a result is never stale, is not refetched on focus or on a timer,
 * and a failed read is not retried; `invalidateQueries` is how writes make lists fresh again.
 * While a read is refreshed, its last answer stays on screen.
 */
const cache = new Map<string, Promise<unknown>>();
const lastData = new Map<string, unknown>();
const listeners = new Set<() => void>();

export type QueryState<T> =
  | { status: "idle"; data: undefined; error: undefined }
  | { status: "loading"; data: undefined; error: undefined }
  | { status: "success"; data: T; error: undefined }
  | { status: "error"; data: undefined; error: Error };

function fetchCached<Schema extends z.ZodType>(path: string, schema: Schema): Promise<z.output<Schema>> {
  let pending = cache.get(path) as Promise<z.output<Schema>> | undefined;
  if (!pending) {
    pending = apiRequest("GET", path, schema);
    cache.set(path, pending);
    pending.then((data) => lastData.set(path, data), () => cache.delete(path));
  }
  return pending;
}

function notify() {
  for (const listener of listeners) listener();
}

/** Drops cached reads whose path starts with `prefix`, and makes mounted queries read again. */
export function invalidateQueries(prefix: string) {
  for (const path of cache.keys()) if (path.startsWith(prefix)) cache.delete(path);
  notify();
}

/** Puts a known answer in the cache (a write's result), so the screen shows it without a read. */
export function setQueryData<T>(key: readonly (string | number)[], update: (current: T | undefined) => T) {
  const path = queryPath(key);
  const data = update(lastData.get(path) as T | undefined);
  lastData.set(path, data);
  cache.set(path, Promise.resolve(data));
  notify();
}

/** Forgets a path entirely (a deleted conversation's messages). */
export function removeQueries(prefix: string) {
  for (const path of [...cache.keys(), ...lastData.keys()]) {
    if (path.startsWith(prefix)) {
      cache.delete(path);
      lastData.delete(path);
    }
  }
  notify();
}

/** Reads `key` (null: not yet, e.g. until a choice is made) and validates the answer with `schema`. */
export function useQuery<Schema extends z.ZodType>(
  key: readonly (string | number)[] | null,
  schema: Schema,
): QueryState<z.output<Schema>> {
  const path = key === null ? null : queryPath(key);
  const [state, setState] = useState<QueryState<z.output<Schema>>>({
    status: "idle",
    data: undefined,
    error: undefined,
  });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
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
    const known = lastData.get(path) as z.output<Schema> | undefined;
    setState(
      known === undefined
        ? { status: "loading", data: undefined, error: undefined }
        : { status: "success", data: known, error: undefined },
    );
    fetchCached(path, schema).then(
      (data) => current && setState({ status: "success", data, error: undefined }),
      (error: Error) => current && setState({ status: "error", data: undefined, error }),
    );
    return () => {
      current = false;
    };
  }, [path, schema, generation]);

  return state;
}
