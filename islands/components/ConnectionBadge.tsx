import { useOnline } from "../lib/connectivity.ts";

/** 'NEURAL-LINK ACTIVE' online, 'PLUG-IN LOST' offline (spec section 2, shared header). */
export function ConnectionBadge() {
  const online = useOnline();
  return (
    <span className={online ? "badge badge-online" : "badge badge-offline"} role="status" aria-live="polite">
      <span className="badge-dot" aria-hidden="true" />
      {online ? "NEURAL-LINK ACTIVE" : "PLUG-IN LOST"}
    </span>
  );
}
