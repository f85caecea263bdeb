import { useOnline } from "../lib/connectivity.ts";

type BadgeLabels = { online: string; offline: string };

/** 'NEURAL-LINK ACTIVE' online, 'PLUG-IN LOST' offline (spec section 2, shared header). */
const headerLabels: BadgeLabels = { online: "NEURAL-LINK ACTIVE", offline: "PLUG-IN LOST" };

/** The Wisdom Hub's top bar words the same state differently ('Connected', spec section 2), hence `labels`. */
export function ConnectionBadge({ labels = headerLabels }: { labels?: BadgeLabels }) {
  const online = useOnline();
  return (
    <span className={online ? "badge badge-online" : "badge badge-offline"} role="status" aria-live="polite">
      <span className="badge-dot" aria-hidden="true" />
      <span className="badge-label">{online ? labels.online : labels.offline}</span>
    </span>
  );
}
