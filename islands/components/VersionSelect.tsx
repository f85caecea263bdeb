import { useId } from "react";
import type { BibleVersion } from "../../contracts/scriptures.ts";

type VersionSelectProps = {
  label: string;
  /** The versions to offer: those we hold the text of. */
  versions: readonly BibleVersion[];
  value: number;
  onChange: (versionId: number) => void;
  className: string;
};

/** A labelled select of the Bible versions we hold ('WEB · World English Bible'), for the reader and the search. */
export function VersionSelect({ label, versions, value, onChange, className }: VersionSelectProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <select id={id} className="select" value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {versions.map((version) => (
          <option key={version.id} value={version.id}>{version.abbreviation} · {version.name}</option>
        ))}
      </select>
    </div>
  );
}
