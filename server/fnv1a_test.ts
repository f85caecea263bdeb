import { assertEquals } from "../tests/assert.ts";
import { fnv1a, fnvOffsetBasis } from "./fnv1a.ts";

Deno.test("FNV-1a gives the published 32-bit values, and a seed changes the start", () => {
  assertEquals(fnv1a(""), fnvOffsetBasis);
  assertEquals(fnv1a("a"), 0xe40c292c);
  assertEquals(fnv1a("foobar"), 0xbf9cf968);
  assertEquals(fnv1a("", 7), 7);
  assertEquals(fnv1a("a", 7) === fnv1a("a"), false);
});
