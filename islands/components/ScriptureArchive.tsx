import { useEffect, useId, useState } from "react";
import type { PassageTarget } from "../../contracts/conversations.ts";
import { apiRequest } from "../lib/api.ts";
import { useOnline } from "../lib/connectivity.ts";
import { apiPaths } from "../lib/endpoints/endpoint.ts";
import * as scriptureApi from "../lib/endpoints/scriptures.ts";
import { invalidateQueries, useQuery } from "../lib/queries.ts";
import type { ArchiveProps } from "./archive/archive_fields.tsx";
import { BibleTab } from "./archive/BibleTab.tsx";
import { GoshoTab } from "./archive/GoshoTab.tsx";
import { LotusTab } from "./archive/LotusTab.tsx";
import { type TabItem, Tabs } from "./Tabs.tsx";

type Tab = "bible" | "lotus" | "gosho";
const tabs: readonly TabItem<Tab>[] = [
  { id: "bible", label: "bible" },
  { id: "lotus", label: "lotus" },
  { id: "gosho", label: "gosho" },
];

/**
 * Seeds the store when it answers empty lists while online (spec section 4, "Seeding"), then makes
 * the archive read again.
 */
function useSeedWhenEmpty() {
  const online = useOnline();
  const versions = useQuery(scriptureApi.bibleVersions);
  const books = useQuery(scriptureApi.bibleBooks);
  const lotus = useQuery(scriptureApi.lotusChapters);
  const empty = [versions, books, lotus].some((query) => query.status === "success" && query.data.length === 0);
  useEffect(() => {
    if (!online || !empty) return;
    apiRequest("POST", scriptureApi.seedScriptures).then(
      () => invalidateQueries(apiPaths.scriptures),
      (error) => console.error("Seeding the scriptures failed", error),
    );
  }, [online, empty]);
}

/** 'SCRIPTURE ARCHIVE v2.0': pick a passage and insert it into the message box as a request for wisdom. */
export function ScriptureArchive(
  { onSelected, target = null, initialTab, study = null }: ArchiveProps & {
    target?: PassageTarget | null;
    initialTab?: Tab;
    /** Open a Bible target in the Study view of this reference (a cited range stays whole). */
    study?: string | null;
  },
) {
  const [tab, setTab] = useState<Tab>(target?.source ?? initialTab ?? "bible");
  const tabsId = useId();
  useSeedWhenEmpty();

  return (
    <section className="archive panel" aria-labelledby={`${tabsId}-title`}>
      <h2 id={`${tabsId}-title`} className="archive-title">SCRIPTURE ARCHIVE v2.0</h2>
      <Tabs label="Scriptures" tabs={tabs} selected={tab} onSelect={setTab} panelClassName="scroll-area archive-scroll">
        {tab === "bible" && (
          <BibleTab onSelected={onSelected} target={target?.source === "bible" ? target : null} study={study} />
        )}
        {tab === "lotus" && <LotusTab onSelected={onSelected} target={target?.source === "lotus" ? target : null} />}
        {tab === "gosho" && <GoshoTab onSelected={onSelected} target={target?.source === "gosho" ? target : null} />}
      </Tabs>
    </section>
  );
}
