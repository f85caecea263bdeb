import { describe, expect, it } from "vitest";
import { madeOnFirstUse } from "./made_on_first_use.ts";

describe("madeOnFirstUse", () => {
  it("makes nothing until first asked, then gives the same value every time", () => {
    let made = 0;
    const formatter = madeOnFirstUse(() => ({ serial: ++made }));
    expect(made).toBe(0);
    const first = formatter();
    expect(formatter()).toBe(first);
    expect(made).toBe(1);
  });

  it("keeps a value that is null rather than making it again", () => {
    let made = 0;
    const names = madeOnFirstUse(() => {
      made++;
      return null;
    });
    expect(names()).toBeNull();
    expect(names()).toBeNull();
    expect(made).toBe(1);
  });
});
