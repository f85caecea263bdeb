import { type FormEvent, Fragment, useState } from "react";
import { type BibleVersion, type SearchResult } from "../../contracts/scriptures.ts";
import { kjvVersionId } from "../../contracts/kjv.ts";
import { apiRequest } from "../lib/api.ts";
import * as scriptureApi from "../lib/endpoints/scriptures.ts";
import * as searchApi from "../lib/endpoints/search.ts";
import { useQuery } from "../lib/queries.ts";
import { composerStore } from "../lib/composer_store.ts";
import { formatScriptureRequest } from "../../contracts/scripture_request.ts";
import { summaryReference, versionedReference } from "../../contracts/references.ts";
import { showToast } from "../lib/toast_store.ts";
import { Dialog } from "./Dialog.tsx";
import { VersionSelect } from "./VersionSelect.tsx";

type Source = "bible" | "lotus" | "both";

const sourceChoices: ReadonlyArray<{ value: Source; label: string }> = [
  { value: "bible", label: "Bible" },
  { value: "lotus", label: "Lotus Sutra" },
  { value: "both", label: "Both" },
];

const sourceLabels: Record<Exclude<SearchResult["source"], "bible">, string> = {
  lotus: summaryReference("Lotus Sutra"),
  gosho: summaryReference("Gosho"),
};

/** Results, with the version their verses are shown in. */
type Found = { results: SearchResult[]; version: Pick<BibleVersion, "id" | "abbreviation" | "language"> };
const kjv: Found["version"] = { id: kjvVersionId, abbreviation: "KJV", language: "en" };

/** Wraps the words the server says matched in <mark>, leaving all other text as it is. */
function Highlighted({ text, matched }: { text: string; matched: string[] }) {
  if (matched.length === 0) return <>{text}</>;
  const escaped = matched.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const pattern = new RegExp(`\\b(${escaped.join("|")})\\b`, "g");
  const words = new Set(matched);
  return (
    <>
      {text.split(pattern).map((part, index) =>
        words.has(part) ? <mark key={index}>{part}</mark> : <Fragment key={index}>{part}</Fragment>
      )}
    </>
  );
}

type SearchDialogProps = { open: boolean; onClose: () => void };

/** 'Search Sacred Texts' (spec sections 2, 4, 5, 8): ranked search over the Bible, Lotus Sutra and Gosho. */
export function SearchDialog({ open, onClose }: SearchDialogProps) {
  const [query, setQuery] = useState("");
  const [source, setSource] = useState<Source>("both");
  const [found, setFound] = useState<Found | null>(null);
  const [searching, setSearching] = useState(false);
  const [versionId, setVersionId] = useState(kjvVersionId);
  // The search reads every version's wording; the visitor picks the one verses are shown in.
  const versions = useQuery(open ? scriptureApi.bibleVersions : null);
  const heldVersions = versions.data?.filter((version) => version.available) ?? [];
  const results = found?.results ?? null;

  const close = () => {
    setQuery("");
    setFound(null);
    onClose();
  };

  const search = async (event: FormEvent) => {
    event.preventDefault();
    if (!query.trim() || searching) return;
    setSearching(true);
    try {
      const version = heldVersions.find((candidate) => candidate.id === versionId) ?? kjv;
      const payload = {
        query: query.trim(),
        source,
        ...(version.id === kjvVersionId ? {} : { versionId: version.id }),
      };
      setFound({ results: await apiRequest("POST", searchApi.search, payload), version });
    } catch (error) {
      showToast({
        title: "Search Error",
        description: error instanceof Error && error.message ? error.message : "Failed to search scriptures",
        variant: "destructive",
      });
    } finally {
      setSearching(false);
    }
  };

  const choose = (result: SearchResult) => {
    const version = found?.version ?? kjv;
    const reference = result.source !== "bible"
      ? summaryReference(result.reference)
      : versionedReference(result.reference, version.abbreviation);
    composerStore.getState().insertAndFocus(formatScriptureRequest({ text: result.text, reference }));
    close();
  };

  return (
    <Dialog open={open} title="Search Sacred Texts" onClose={close} className="search-dialog">
      <form className="search-form" onSubmit={search}>
        <label className="visually-hidden" htmlFor="scripture-search-query">Search terms</label>
        <input
          id="scripture-search-query"
          className="input"
          type="text"
          inputMode="search"
          enterKeyHint="search"
          value={query}
          maxLength={200}
          autoFocus
          placeholder="Search for wisdom, e.g. the lord is my shepherd"
          onChange={(event) => setQuery(event.target.value)}
        />
        <div className="segmented" role="radiogroup" aria-label="Search in">
          {sourceChoices.map((choice) => (
            <button
              key={choice.value}
              type="button"
              role="radio"
              aria-checked={source === choice.value}
              className="segment"
              onClick={() => setSource(choice.value)}
            >
              {choice.label}
            </button>
          ))}
        </div>
        {heldVersions.length > 1 && (
          <VersionSelect
            label="Show verses in"
            versions={heldVersions}
            value={versionId}
            onChange={setVersionId}
            className="field search-version"
          />
        )}
        <button type="submit" className="button button-primary" disabled={!query.trim() || searching}>
          {searching ? "Searching..." : "Search"}
        </button>
      </form>
      <div className="search-results scroll-area" aria-live="polite" aria-busy={searching}>
        {results === null || results.length === 0
          ? (
            <p className="muted empty-state">
              {query.trim() && results !== null
                ? "No results found. Try different search terms."
                : "Enter a search term to find relevant passages"}
            </p>
          )
          : (
            <ul className="result-list">
              {results.map((result) => (
                <li key={`${result.source}:${result.reference}`}>
                  <button type="button" className="result" onClick={() => choose(result)}>
                    <span
                      className={result.source.includes("bible")
                        ? "result-source source-bible"
                        : "result-source source-other"}
                    >
                      {result.source === "bible"
                        ? `Bible (${found?.version.abbreviation})`
                        : sourceLabels[result.source]}
                    </span>
                    <span className="result-reference">{result.reference}</span>
                    <span
                      className="result-text"
                      lang={result.source === "bible" ? found?.version.language : undefined}
                    >
                      <Highlighted text={result.text} matched={result.matched} />
                    </span>
                    {result.topics.length > 0 && (
                      <span className="result-topics">Nave's topic: {result.topics.join(", ")}</span>
                    )}
                  </button>
                </li>
              ))}
            </ul>
          )}
      </div>
    </Dialog>
  );
}
