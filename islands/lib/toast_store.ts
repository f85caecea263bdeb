import { createStore } from "zustand/vanilla";
import { useStore } from "zustand";

export type Toast = { id: number; title: string; description?: string; variant: "default" | "destructive" };

type ToastState = { toast: Toast | null; show: (toast: Omit<Toast, "id">) => void; dismiss: () => void };

/** One toast at a time (spec section 9); a new one replaces the old. */
export const toastStore = createStore<ToastState>((set) => ({
  toast: null,
  show: (toast) => set((state) => ({ toast: { ...toast, id: (state.toast?.id ?? 0) + 1 } })),
  dismiss: () => set({ toast: null }),
}));

export function useToast<T>(select: (state: ToastState) => T): T {
  return useStore(toastStore, select);
}

export function showToast(toast: Omit<Toast, "id">) {
  toastStore.getState().show(toast);
}

/** A failed action's toast: its title, and the error's own message. */
export function showFailure(title: string, error: unknown) {
  showToast({ title, description: error instanceof Error ? error.message : String(error), variant: "destructive" });
}
