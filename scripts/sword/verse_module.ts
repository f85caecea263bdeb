import {
  confValue,
  driverWidth,
  entryText,
  indexWidth,
  inflateBlocks,
  type ModuleConf,
  parseVerseIndex,
  readConf,
  readTestamentFiles,
  swordRoot,
  type TestamentFiles,
  type VerseIndexEntry,
} from "./sword_module.ts";
import {
  kjvVersification,
  type OurBook,
  type Slot,
  slotsOf,
  type TestamentLayout,
  type VersificationBook,
  versificationFromMilestones,
} from "./versification.ts";

/** One slot of a verse-keyed module: where it sits in the versification, its index entry and its markup. */
export type SlotEntry = { slot: Slot; entry: VerseIndexEntry; text: string | null };

export type VerseModule = {
  conf: ModuleConf;
  /** The conf's Versification (KJV when the conf does not say). */
  versification: string;
  books: VersificationBook[];
  /** OSIS ids of the books outside our 66 that the module holds (not mapped). */
  outsideBooks: string[];
  /** Every slot of the Old then the New Testament index, in order. */
  slots: SlotEntry[];
};

/** Our book list and KJV text, the versification every module is aligned to. */
export type Alignment = { books: readonly OurBook[]; kjvTsv: string };

export async function loadAlignment(dataFolder = new URL("../../data/", import.meta.url)): Promise<Alignment> {
  const [books, kjvTsv] = await Promise.all([
    Deno.readTextFile(new URL("kjv_books.json", dataFolder)).then((text) => JSON.parse(text) as OurBook[]),
    Deno.readTextFile(new URL("kjv.tsv", dataFolder)),
  ]);
  return { books, kjvTsv };
}

const chapterStart = /<chapter\b[^>]*\ssID="[^"]*"[^>]*>/g;

/**
 * Pairs a testament's index entries with its versification. With the KJV system the slots are
 * known in advance and every chapter milestone the module writes must sit in the slot that opens
 * that chapter; with another system (NRSVA) the module's own milestones say where books and
 * chapters begin, and the total must come out at the index size.
 */
function readTestament(
  conf: ModuleConf,
  files: TestamentFiles,
  known: TestamentLayout | null,
  alignment: Alignment,
): TestamentLayout & { slots: SlotEntry[] } {
  const blocks = inflateBlocks(files.blockIndex, files.data);
  const width = known ? indexWidth(files.index, slotsOf(known).length) : driverWidth(conf);
  const entries = parseVerseIndex(files.index, width);
  const texts = entries.map((entry) => entryText(blocks, entry));
  const layout = known ?? versificationFromMilestones(texts, alignment.books);
  const slots = slotsOf(layout);
  if (slots.length !== entries.length) {
    throw new Error(`${conf.name}: the versification has ${slots.length} slots, the index ${entries.length}`);
  }
  const paired = slots.map((slot, index) => ({ slot, entry: entries[index], text: texts[index] }));
  for (const { slot, text } of paired) {
    for (const tag of text?.match(chapterStart) ?? []) {
      const id = /\sosisID="([^"]*)"/.exec(tag)?.[1];
      // A commentary's slot may repeat the note of the verses before it, milestone included.
      if (slot.kind === "chapter" && id !== `${slot.book.osis}.${slot.chapter}`) {
        throw new Error(`${conf.name}: the slot of ${slot.book.osis} ${slot.chapter} opens chapter ${id}`);
      }
    }
  }
  return { ...layout, slots: paired };
}

/** Reads a verse-keyed module (zText Bible or zCom commentary) whole, aligned to its versification. */
export async function readVerseModule(
  confName: string,
  alignment: Alignment,
  root = swordRoot,
): Promise<VerseModule> {
  const conf = await readConf(confName, root);
  const versification = confValue(conf, "Versification", "KJV");
  const kjv = kjvVersification(alignment.books, alignment.kjvTsv);
  const known = versification === "KJV";
  const [ot, nt] = await Promise.all(
    (["ot", "nt"] as const).map(async (testament) =>
      readTestament(conf, await readTestamentFiles(conf, testament, root), known ? kjv[testament] : null, alignment)
    ),
  );
  return {
    conf,
    versification,
    books: [...ot.books, ...nt.books],
    outsideBooks: [...ot.outsideBooks, ...nt.outsideBooks],
    slots: [...ot.slots, ...nt.slots],
  };
}
