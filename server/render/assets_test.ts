import { assertEquals, assertThrows } from "../../tests/assert.ts";
import { createAssetResolver } from "./assets.ts";

const manifest = {
  "styles/app.css": { file: "assets/app.css", isEntry: true },
  "_react.js": { file: "assets/react.js", imports: ["_scheduler.js"] },
  "_scheduler.js": { file: "assets/scheduler.js" },
  "_widgets.js": { file: "assets/widgets.js", imports: ["_react.js"], css: ["assets/widgets.css"] },
  "island-entry:Chat": { file: "assets/Chat.js", isEntry: true, imports: ["_widgets.js", "_react.js"] },
  "island-entry:Badge": { file: "assets/Badge.js", isEntry: true, imports: ["_react.js"], css: ["assets/badge.css"] },
};

Deno.test("a page without islands loads the stylesheet and no script", () => {
  assertEquals(createAssetResolver(manifest).forIslands([]), {
    stylesheets: ["/build/assets/app.css"],
    scripts: [],
    preloads: [],
  });
});

Deno.test("islands load their entries, preload every imported chunk once, and their CSS", () => {
  const assets = createAssetResolver(manifest).forIslands(["Chat", "Badge"]);
  assertEquals(assets.scripts, ["/build/assets/Chat.js", "/build/assets/Badge.js"]);
  assertEquals(assets.preloads, ["/build/assets/widgets.js", "/build/assets/react.js", "/build/assets/scheduler.js"]);
  assertEquals(assets.stylesheets, ["/build/assets/app.css", "/build/assets/widgets.css", "/build/assets/badge.css"]);
});

Deno.test("an island missing from the build is a clear error", () => {
  assertThrows(() => createAssetResolver(manifest).forIslands(["Nope"]), /No island named Nope/);
  assertThrows(() => createAssetResolver({}), /no styles\/app.css entry/);
});
