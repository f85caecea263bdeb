import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";

/** Island and build tests; server tests run under Deno and browser tests under Playwright. */
export default defineConfig({
  plugins: [react()],
  test: {
    include: ["islands/**/*.test.tsx", "scripts/**/*.test.ts"],
    environment: "happy-dom",
    restoreMocks: true,
  },
});
