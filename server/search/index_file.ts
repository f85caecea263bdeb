import type { IndexData } from "./search_index.ts";

/**
 * The search index as one file (issue 16: start-up under 500 ms): `npm run build` writes it
 * (scripts/build_search_index.ts) and the server reads it in a few milliseconds instead of
 * building the index, when its key says it was built from the same data by the same code.
 *
 * Layout: the magic line, a 4-byte header length, the header (JSON: key and sections), then each
 * section's bytes at an 8-byte aligned offset. Integer sections are stored as 16-bit numbers when
 * every value fits (0xFFFF standing for -1), which halves the file.
 */
const magic = "BODHISATTVA-SEARCH-INDEX 1\n";

type SectionType = "u8" | "u16" | "i32" | "f32" | "f64" | "utf8";
type Section = { name: string; type: SectionType; offset: number; length: number };
type Header = { key: string; sections: Section[] };

const byteWidth: Record<SectionType, number> = { u8: 1, u16: 2, i32: 4, f32: 4, f64: 8, utf8: 1 };

type Encoded = { name: string; type: SectionType; bytes: Uint8Array };

function bytesOf(view: ArrayBufferView): Uint8Array {
  return new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
}

/** An Int32Array as 16-bit numbers when it fits (-1 as 0xFFFF), else as it is. */
function integers(name: string, values: Int32Array): Encoded {
  let fits = true;
  for (const value of values) {
    if (value < -1 || value >= 0xffff) {
      fits = false;
      break;
    }
  }
  if (!fits) return { name, type: "i32", bytes: bytesOf(values) };
  return { name, type: "u16", bytes: bytesOf(Uint16Array.from(values, (value) => (value === -1 ? 0xffff : value))) };
}

function counts(name: string, values: Uint16Array): Encoded {
  return values.every((value) => value < 0x100)
    ? { name, type: "u8", bytes: Uint8Array.from(values) }
    : { name, type: "u16", bytes: bytesOf(values) };
}

/** The file's bytes for `data`, built under `key`. */
export function encodeIndex(data: IndexData, key: string): Uint8Array {
  const sections: Encoded[] = [
    { name: "termNames", type: "utf8", bytes: new TextEncoder().encode(data.termNames.join("\n")) },
    { name: "sourceOf", type: "u8", bytes: data.sourceOf },
    integers("sequenceStart", data.sequenceStart),
    integers("termSequence", data.termSequence),
    integers("textStart", data.textPostings.start),
    integers("textDocuments", data.textPostings.documents),
    counts("textCounts", data.textPostings.counts),
    integers("topicStart", data.topicPostings.start),
    integers("topicDocuments", data.topicPostings.documents),
    counts("topicCounts", data.topicPostings.counts),
    // Lengths are word counts: exact in 32-bit floats.
    { name: "textLength", type: "f32", bytes: bytesOf(Float32Array.from(data.textLength)) },
    { name: "topicLength", type: "f32", bytes: bytesOf(Float32Array.from(data.topicLength)) },
    { name: "averageLength", type: "f64", bytes: bytesOf(data.averageLength) },
    { name: "averageTopicLength", type: "f64", bytes: bytesOf(data.averageTopicLength) },
  ];
  let offset = 0;
  const placed = sections.map((section) => {
    const at = offset;
    offset = Math.ceil((offset + section.bytes.length) / 8) * 8;
    return {
      name: section.name,
      type: section.type,
      offset: at,
      length: section.bytes.length / byteWidth[section.type],
    };
  });
  const header = new TextEncoder().encode(JSON.stringify({ key, sections: placed } satisfies Header));
  const preamble = new TextEncoder().encode(magic);
  const start = Math.ceil((preamble.length + 4 + header.length) / 8) * 8;
  const file = new Uint8Array(start + offset);
  file.set(preamble);
  new DataView(file.buffer).setUint32(preamble.length, header.length, true);
  file.set(header, preamble.length + 4);
  sections.forEach((section, index) => file.set(section.bytes, start + placed[index].offset));
  return file;
}

/**
 * The index data in `file`, or null when the file is not an index file, was built under another
 * key (other data or other code), or is cut short: the caller then builds the index instead.
 */
export function decodeIndex(file: Uint8Array, key: string): IndexData | null {
  const preamble = new TextEncoder().encode(magic);
  if (file.length < preamble.length + 4 || !preamble.every((byte, index) => file[index] === byte)) return null;
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const headerLength = view.getUint32(preamble.length, true);
  let header: Header;
  try {
    header = JSON.parse(
      new TextDecoder().decode(file.subarray(preamble.length + 4, preamble.length + 4 + headerLength)),
    );
  } catch {
    return null;
  }
  if (header.key !== key) return null;
  const start = Math.ceil((preamble.length + 4 + headerLength) / 8) * 8;
  const sections = new Map(header.sections.map((section) => [section.name, section]));
  const raw = (name: string) => {
    const section = sections.get(name);
    if (!section) throw new Error(`The index file has no ${name}`);
    const at = file.byteOffset + start + section.offset;
    const end = start + section.offset + section.length * byteWidth[section.type];
    if (end > file.length) throw new Error(`The index file is cut short in ${name}`);
    const buffer = file.buffer.slice(at, at + section.length * byteWidth[section.type]);
    return { section, buffer };
  };
  // Plain loops and typed-array copies: Int32Array.from with a mapping function is ten times slower.
  const int32 = (name: string): Int32Array => {
    const { section, buffer } = raw(name);
    if (section.type === "i32") return new Int32Array(buffer);
    const narrow = new Uint16Array(buffer);
    const wide = new Int32Array(narrow.length);
    for (let at = 0; at < narrow.length; at++) wide[at] = narrow[at] === 0xffff ? -1 : narrow[at];
    return wide;
  };
  const uint16 = (name: string): Uint16Array => {
    const { section, buffer } = raw(name);
    return section.type === "u16" ? new Uint16Array(buffer) : new Uint16Array(new Uint8Array(buffer));
  };
  const float64 = (name: string): Float64Array => {
    const { section, buffer } = raw(name);
    return section.type === "f64" ? new Float64Array(buffer) : new Float64Array(new Float32Array(buffer));
  };
  try {
    return {
      termNames: new TextDecoder().decode(raw("termNames").buffer).split("\n"),
      sourceOf: new Uint8Array(raw("sourceOf").buffer),
      sequenceStart: int32("sequenceStart"),
      termSequence: int32("termSequence"),
      textPostings: { start: int32("textStart"), documents: int32("textDocuments"), counts: uint16("textCounts") },
      topicPostings: { start: int32("topicStart"), documents: int32("topicDocuments"), counts: uint16("topicCounts") },
      textLength: float64("textLength"),
      topicLength: float64("topicLength"),
      averageLength: float64("averageLength"),
      averageTopicLength: float64("averageTopicLength"),
    };
  } catch {
    return null;
  }
}
