import { useEffect, useId } from "react";
import type { BibleVersion } from "../../../contracts/scriptures.ts";
import { useOnline } from "../../lib/connectivity.ts";
import { countSavedVerses, saveWholeBible, useBibleSave } from "../../lib/save_bible.ts";
import { showToast } from "../../lib/toast_store.ts";

/** Counts as the page's language writes them: '31,102'. */
export const countFormat = new Intl.NumberFormat("en");

/**
 * 'Save the whole Bible for offline' (issue 5): the version chosen in the archive (one we hold the
 * text of), stored on this device with a progress bar, so every chapter opens offline, not only
 * those already read.
 */
export function SaveBibleOffline({ version }: { version: BibleVersion | undefined }) {
  const online = useOnline();
  const progress = useBibleSave((state) => state.progress);
  const saved = useBibleSave((state) => (version && state.saved[version.id]) ?? 0);
  const progressId = useId();
  const versionId = version?.available ? version.id : undefined;

  useEffect(() => {
    if (versionId === undefined) return;
    countSavedVerses(versionId).catch((error) => console.error("Counting the saved verses failed", error));
  }, [versionId]);

  const save = () => {
    if (versionId === undefined) return;
    saveWholeBible(versionId).catch((error: unknown) => {
      console.error("Saving the Bible for offline failed", error);
      showToast({
        title: "Save Failed",
        description: error instanceof Error ? error.message : "Failed to save the Bible for offline",
        variant: "destructive",
      });
    });
  };

  return (
    <div className="offline-save">
      <button
        type="button"
        className="button"
        disabled={!version?.available || !online || progress !== null}
        title={online ? undefined : "Connect to the internet to save the Bible"}
        onClick={save}
      >
        Save the whole Bible for offline
      </button>
      {progress
        ? (
          <div className="offline-save-progress">
            <label htmlFor={progressId}>
              {progress.total === null
                ? `Downloading the ${version?.name ?? "Bible"}...`
                : `Saving verses: ${countFormat.format(progress.stored)} of ${countFormat.format(progress.total)}`}
            </label>
            {/* No value while downloading: an indeterminate bar, as the size is not known yet. */}
            <progress
              id={progressId}
              max={progress.total ?? undefined}
              value={progress.total === null ? undefined : progress.stored}
            />
            {progress.total !== null && (
              <span className="offline-save-percent">
                {progress.total ? Math.floor((progress.stored / progress.total) * 100) : 100}%
              </span>
            )}
          </div>
        )
        : saved > 0 && (
          <p className="muted" role="status">
            Saved for offline: {countFormat.format(saved)} verses ({version?.abbreviation})
          </p>
        )}
    </div>
  );
}
