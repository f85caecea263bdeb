import { assertEquals } from "../../tests/assert.ts";
import { serializeProps } from "./island.tsx";

Deno.test("island props cannot close their script tag", () => {
  const json = serializeProps({ text: "</script><script>alert(1)</script>", line: "a\u2028b" });
  assertEquals(json.includes("<"), false);
  assertEquals(JSON.parse(json), { text: "</script><script>alert(1)</script>", line: "a\u2028b" });
});
