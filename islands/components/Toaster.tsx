import { useEffect } from "react";
import { useToast } from "../lib/toast_store.ts";

/** Spec section 9: a toast is removed after 1,000,000 ms (in practice, when dismissed or replaced). */
const toastLifetimeMs = 1_000_000;

export function Toaster() {
  const toast = useToast((state) => state.toast);
  const dismiss = useToast((state) => state.dismiss);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(dismiss, toastLifetimeMs);
    return () => clearTimeout(timer);
  }, [toast, dismiss]);

  return (
    <div className="toaster" role="region" aria-label="Notifications" aria-live="polite">
      {toast && (
        <div
          key={toast.id}
          className={`toast toast-${toast.variant}`}
          role={toast.variant === "destructive" ? "alert" : "status"}
        >
          <div>
            <p className="toast-title">{toast.title}</p>
            {toast.description && <p className="toast-description">{toast.description}</p>}
          </div>
          <button type="button" className="icon-button" aria-label="Dismiss notification" onClick={dismiss}>×</button>
        </div>
      )}
    </div>
  );
}
