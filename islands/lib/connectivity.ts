import { useSyncExternalStore } from "react";
import { createStore } from "zustand/vanilla";

type ConnectivityState = { online: boolean };

/**
 * Browser connectivity from online/offline events (spec section 4). The store starts listening on
 * first subscription, so nothing touches `window` during server rendering.
 */
export const connectivityStore = createStore<ConnectivityState>(() => ({ online: true }));

let listening = false;

function listen() {
  if (listening) return;
  listening = true;
  const update = () => connectivityStore.setState({ online: navigator.onLine });
  globalThis.addEventListener("online", update);
  globalThis.addEventListener("offline", update);
  update();
}

/**
 * Reads the browser's state again, for when a request failed to reach the server: an `offline`
 * event that fired before this page listened (a reload while offline) is not missed for good.
 */
export function recheckConnectivity() {
  if (typeof navigator !== "undefined") connectivityStore.setState({ online: navigator.onLine });
}

function subscribe(onChange: () => void) {
  listen();
  return connectivityStore.subscribe(onChange);
}

/** Whether the browser is online; `true` while server rendering and hydrating. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => connectivityStore.getState().online, () => true);
}
