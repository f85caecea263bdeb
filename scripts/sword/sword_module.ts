import { inflateSync } from "node:zlib";

/**
 * Reads CrossWire SWORD modules as Debian installs them (/usr/share/sword), without libsword:
 * the module's conf, its verse-keyed text (zText Bibles, zCom commentaries) and its compressed
 * dictionary (zLD). Only what the generators in scripts/ need; every read is checked against the
 * sizes the files declare, so a damaged or unexpected module fails loudly instead of yielding
 * shifted text.
 */

export const swordRoot = "/usr/share/sword";

/** A module's conf (mods.d/<name>.conf): its section name and every key, repeated keys in order. */
export type ModuleConf = { name: string; values: ReadonlyMap<string, readonly string[]> };

export function parseConf(text: string): ModuleConf {
  const lines = text.split(/\r?\n/);
  const section = lines.map((line) => /^\[(.+)\]\s*$/.exec(line)).find((match) => match !== null);
  if (!section) throw new Error("conf has no [module] section");
  const values = new Map<string, string[]>();
  for (const line of lines) {
    const pair = /^([A-Za-z0-9_.]+)=(.*)$/.exec(line);
    if (!pair) continue;
    values.set(pair[1], [...(values.get(pair[1]) ?? []), pair[2].trim()]);
  }
  return { name: section[1], values };
}

/** The first value of a conf key, or `fallback` when the conf does not set it. */
export function confValue(conf: ModuleConf, key: string, fallback?: string): string {
  const value = conf.values.get(key)?.[0] ?? fallback;
  if (value === undefined) throw new Error(`${conf.name}.conf has no ${key}`);
  return value;
}

export async function readConf(confName: string, root = swordRoot): Promise<ModuleConf> {
  return parseConf(await Deno.readTextFile(`${root}/mods.d/${confName}.conf`));
}

/** The module's data folder or file prefix, from its DataPath ("./modules/texts/ztext/engWEB2015eb/"). */
export function dataPath(conf: ModuleConf, root = swordRoot): string {
  return `${root}/${confValue(conf, "DataPath").replace(/^\.\//, "")}`;
}

const decoder = new TextDecoder("utf-8", { fatal: true });

/** One entry of a verse index: which decompressed block holds it, where, and how long it is. */
export type VerseIndexEntry = { block: number; offset: number; size: number };

/**
 * A verse index (.bzv/.czv): one fixed-width entry per versification slot. SWORD has two widths:
 * 10 bytes (zVerse: 4-byte block, 4-byte offset, 2-byte size) and 12 bytes (zVerse4: 4-byte size).
 */
export function parseVerseIndex(bytes: Uint8Array, width: 10 | 12): VerseIndexEntry[] {
  if (bytes.length % width !== 0) {
    throw new Error(`a verse index of ${bytes.length} bytes is not ${width}-byte entries`);
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return Array.from({ length: bytes.length / width }, (_, slot) => {
    const at = slot * width;
    return {
      block: view.getUint32(at, true),
      offset: view.getUint32(at + 4, true),
      size: width === 10 ? view.getUint16(at + 8, true) : view.getUint32(at + 8, true),
    };
  });
}

/**
 * The entry width of a verse index holding `slots` entries. The conf's driver name is not a safe
 * guide (the MHCC module says zCom4, whose entries are 12 bytes, but is written with 10-byte
 * ones), so the width is the file size over the number of slots its versification has.
 */
export function indexWidth(bytes: Uint8Array, slots: number): 10 | 12 {
  const width = bytes.length / slots;
  if (width !== 10 && width !== 12) {
    throw new Error(`a verse index of ${bytes.length} bytes does not hold ${slots} entries of 10 or 12 bytes`);
  }
  return width;
}

/** The entry width a driver writes (zText, zCom: 10 bytes; zText4, zCom4: 12), for indexes whose slot count is not known. */
export function driverWidth(conf: ModuleConf): 10 | 12 {
  return confValue(conf, "ModDrv").endsWith("4") ? 12 : 10;
}

/**
 * The zlib blocks of a verse module: the block index (.bzs/.czs, 12 bytes per block: offset and
 * compressed size in the data file, then the size once inflated) over the data file (.bzz/.czz).
 */
export function inflateBlocks(blockIndex: Uint8Array, data: Uint8Array): Uint8Array[] {
  if (blockIndex.length % 12 !== 0) {
    throw new Error(`a block index of ${blockIndex.length} bytes is not 12-byte entries`);
  }
  const view = new DataView(blockIndex.buffer, blockIndex.byteOffset, blockIndex.byteLength);
  return Array.from({ length: blockIndex.length / 12 }, (_, block) => {
    const offset = view.getUint32(block * 12, true);
    const size = view.getUint32(block * 12 + 4, true);
    const inflatedSize = view.getUint32(block * 12 + 8, true);
    const inflated = new Uint8Array(inflateSync(data.subarray(offset, offset + size)));
    if (inflated.length !== inflatedSize) {
      throw new Error(`block ${block} inflates to ${inflated.length} bytes, its index says ${inflatedSize}`);
    }
    return inflated;
  });
}

/**
 * A slot's stored bytes, or null for an empty slot. Commentaries store a note once and point the
 * other verses it covers at the same bytes, so `entry` identity is kept for the caller to group.
 */
export function entryText(blocks: readonly Uint8Array[], entry: VerseIndexEntry): string | null {
  if (entry.size === 0) return null;
  const block = blocks[entry.block];
  if (!block || entry.offset + entry.size > block.length) {
    throw new Error(`entry at block ${entry.block} offset ${entry.offset} runs past its block`);
  }
  return decoder.decode(block.subarray(entry.offset, entry.offset + entry.size));
}

/** The raw files of one testament of a verse-keyed module. */
export type TestamentFiles = { index: Uint8Array; blockIndex: Uint8Array; data: Uint8Array };

/**
 * Reads the `ot` or `nt` files of a verse-keyed module. The file letter after the dot is the
 * block type: b(ook), c(hapter) or v(erse), as the conf's BlockType says.
 */
export async function readTestamentFiles(
  conf: ModuleConf,
  testament: "ot" | "nt",
  root = swordRoot,
): Promise<TestamentFiles> {
  const letter = confValue(conf, "BlockType", "CHAPTER")[0].toLowerCase();
  const prefix = `${dataPath(conf, root).replace(/\/?$/, "/")}${testament}.${letter}z`;
  const [index, blockIndex, data] = await Promise.all(["v", "s", "z"].map((suffix) => Deno.readFile(prefix + suffix)));
  return { index, blockIndex, data };
}

/** A dictionary (zLD) entry: its key and the text stored for it. */
export type DictionaryEntry = { key: string; text: string };

/**
 * Reads a zLD dictionary (Nave's): `.idx` holds 8 bytes per key (offset and size in `.dat`);
 * a `.dat` record is the key, CR LF, then either '@LINK' and another key, or a 4-byte block
 * number and a 4-byte entry number; `.zdx` holds 8 bytes per block (offset and size in `.zdt`);
 * an inflated block starts with its entry count, then 8 bytes per entry (offset, size).
 */
export function parseDictionary(files: { idx: Uint8Array; dat: Uint8Array; zdx: Uint8Array; zdt: Uint8Array }) {
  const { idx, dat, zdx, zdt } = files;
  const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const idxView = view(idx);
  const datView = view(dat);
  const zdxView = view(zdx);
  const blocks = new Map<number, { bytes: Uint8Array; view: DataView }>();
  const blockAt = (number: number) => {
    let block = blocks.get(number);
    if (!block) {
      if ((number + 1) * 8 > zdx.length) throw new Error(`dictionary block ${number} is not in the block index`);
      const offset = zdxView.getUint32(number * 8, true);
      const size = zdxView.getUint32(number * 8 + 4, true);
      const bytes = new Uint8Array(inflateSync(zdt.subarray(offset, offset + size)));
      block = { bytes, view: view(bytes) };
      blocks.set(number, block);
    }
    return block;
  };

  const entries: DictionaryEntry[] = [];
  const links: Array<{ key: string; target: string }> = [];
  if (idx.length % 8 !== 0) throw new Error(`a dictionary index of ${idx.length} bytes is not 8-byte entries`);
  for (let at = 0; at < idx.length; at += 8) {
    const offset = idxView.getUint32(at, true);
    const size = idxView.getUint32(at + 4, true);
    const record = dat.subarray(offset, offset + size);
    const end = record.indexOf(0x0d);
    if (end < 0 || record[end + 1] !== 0x0a) {
      throw new Error(`dictionary record at ${offset} has no CR LF after its key`);
    }
    const key = decoder.decode(record.subarray(0, end));
    const rest = record.subarray(end + 2);
    const linkMark = new TextEncoder().encode("@LINK");
    if (linkMark.every((byte, index) => rest[index] === byte)) {
      links.push({ key, target: decoder.decode(rest.subarray(linkMark.length)).trim() });
      continue;
    }
    if (rest.length < 8) throw new Error(`dictionary record "${key}" is too short`);
    const blockNumber = datView.getUint32(offset + end + 2, true);
    const entryNumber = datView.getUint32(offset + end + 6, true);
    const block = blockAt(blockNumber);
    if (entryNumber >= block.view.getUint32(0, true)) {
      throw new Error(`"${key}" names entry ${entryNumber} past its block`);
    }
    const entryOffset = block.view.getUint32(4 + entryNumber * 8, true);
    const entrySize = block.view.getUint32(8 + entryNumber * 8, true);
    let text = decoder.decode(block.bytes.subarray(entryOffset, entryOffset + entrySize));
    // Entries are stored NUL-terminated inside their block.
    text = text.replace(/\0+$/, "");
    entries.push({ key, text });
  }
  return { entries, links };
}

export async function readDictionary(conf: ModuleConf, root = swordRoot) {
  const prefix = dataPath(conf, root);
  const [idx, dat, zdx, zdt] = await Promise.all(
    ["idx", "dat", "zdx", "zdt"].map((suffix) => Deno.readFile(`${prefix}.${suffix}`)),
  );
  return parseDictionary({ idx, dat, zdx, zdt });
}
