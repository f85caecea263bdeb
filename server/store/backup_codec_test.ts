import { assert, assertEquals, assertThrows } from "../../tests/assert.ts";
import { decodeKey, decodeValue, encodeKey, encodeValue } from "./backup_codec.ts";

/** assertEquals sees every Date and every KvU64 as equal; Deno.inspect shows their contents and types. */
function shown(value: unknown): string {
  return Deno.inspect(value, { depth: Infinity, iterableLimit: Infinity, strAbbreviateSize: Infinity, sorted: true });
}

/** Through JSON text, as the value travels in a backup file. */
function roundTrip(value: unknown): unknown {
  return decodeValue(JSON.parse(JSON.stringify(encodeValue(value))));
}

const withDollarKey = { $: "bigint", v: "1", nested: { $: "bytes" } };
const withProtoKey = JSON.parse('{"__proto__": {"polluted": true}, "ok": 1}');

const values: [string, unknown][] = [
  ["null", null],
  ["strings", ["", "plain", "ünïcødé ✝ 卍 🪷", "line\nbreak", "$"]],
  ["numbers", [0, 1, -1, 1.5, Number.MAX_SAFE_INTEGER, Number.MIN_VALUE]],
  ["special numbers", [NaN, Infinity, -Infinity, -0]],
  ["booleans", [true, false]],
  ["bigints", [0n, -12345678901234567890n, 2n ** 100n]],
  ["KvU64", new Deno.KvU64(2n ** 64n - 1n)],
  ["bytes", new Uint8Array([0, 1, 127, 128, 255])],
  ["empty bytes", new Uint8Array()],
  ["dates", [new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 6)), new Date(0), new Date(NaN)]],
  ["undefined", { present: undefined, list: [undefined, 1] }],
  ["a record", { id: "c1", title: "A title", createdAt: "2026-01-01T00:00:00.000Z", turns: [{ n: 1 }], meta: {} }],
  ["an object with a $ key", withDollarKey],
  ["an object with a __proto__ key", withProtoKey],
  ["nested", { a: [{ b: new Uint8Array([9]), c: [new Date(1), 5n, { d: null }] }] }],
];

for (const [name, value] of values) {
  Deno.test(`backup codec: ${name} round-trip exactly`, () => {
    assertEquals(shown(roundTrip(value)), shown(value));
  });
}

Deno.test("backup codec: types survive, not only what they print as", () => {
  const decoded = roundTrip([new Deno.KvU64(3n), new Uint8Array([1]), new Date(5), 7n, -0]) as unknown[];
  assert(decoded[0] instanceof Deno.KvU64, "KvU64");
  assert(decoded[1] instanceof Uint8Array, "Uint8Array");
  assert(decoded[2] instanceof Date, "Date");
  assertEquals(typeof decoded[3], "bigint");
  assert(Object.is(decoded[4], -0), "-0");
});

Deno.test("backup codec: a stored __proto__ key stays data and pollutes nothing", () => {
  const decoded = roundTrip(withProtoKey) as Record<string, unknown>;
  assert(Object.hasOwn(decoded, "__proto__"), "own __proto__ key");
  assertEquals(Object.getPrototypeOf(decoded), Object.prototype);
  assertEquals((decoded as { polluted?: boolean }).polluted, undefined);
});

Deno.test("backup codec: an object whose own keys look like a tag is not read as one", () => {
  assertEquals(encodeValue(withDollarKey), {
    $: "object",
    v: { $: "bigint", v: "1", nested: { $: "object", v: { $: "bytes" } } },
  });
});

Deno.test("backup codec: key parts of every type round-trip", () => {
  const key: Deno.KvKey = ["images", "", 0, -1.5, 12n, true, false, new Uint8Array([1, 2, 3])];
  const decoded = decodeKey(JSON.parse(JSON.stringify(encodeKey(key))));
  assertEquals(shown(decoded), shown(key));
});

Deno.test("backup codec: refuses what KV keys and the app's values cannot be", () => {
  assertThrows(() => encodeValue(new Map()), /cannot hold a value of type Map/);
  assertThrows(() => encodeValue(new Uint16Array(1)), /Uint16Array/);
  assertThrows(() => decodeKey([]), /Not a KV key/);
  assertThrows(() => decodeKey(["a", null]), /Not a KV key part/);
  assertThrows(() => decodeKey(["a", { x: 1 }]), /Not a KV key part/);
  assertThrows(() => decodeValue({ $: "mystery", v: 1 }), /Not a KV backup value/);
  assertThrows(() => decodeValue({ $: "bigint", v: "1.5" }), /Not a KV backup value/);
  assertThrows(() => decodeValue({ $: "u64", v: "-1" }), /Not a KV backup value/);
});
