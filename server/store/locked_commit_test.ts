import { DatabaseSync } from "node:sqlite";
import { assertEquals, assertRejects } from "../../tests/assert.ts";
import { lockedCommit } from "./locked_commit.ts";

Deno.test("a write refused while another connection holds the store file's lock lands once when the lock is let go", async () => {
  const folder = await Deno.makeTempDir();
  try {
    using kv = await Deno.openKv(`${folder}/kv.sqlite`);
    await kv.set(["ready"], true);
    const other = new DatabaseSync(`${folder}/kv.sqlite`);
    other.exec("BEGIN IMMEDIATE");
    // Held, the lock refuses a plain write outright.
    await assertRejects(() => kv.atomic().set(["count"], 1).commit(), /database is locked/);
    let tries = 0;
    const result = await lockedCommit(() => {
      tries += 1;
      // The first try is refused; the other connection lets go before the second.
      if (tries === 2) other.exec("COMMIT");
      return kv.atomic().check({ key: ["count"], versionstamp: null }).set(["count"], 1);
    });
    other.close();
    assertEquals(result.ok, true);
    assertEquals(tries, 2);
    assertEquals((await kv.get(["count"])).value, 1);
  } finally {
    await Deno.remove(folder, { recursive: true });
  }
});
