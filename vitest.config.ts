import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";

/** Island tests only; server tests run under Deno and browser tests under Playwright. */
export default defineConfig({
  plugins: [react()],
  test: {
    include: ["islands/**/*.test.tsx"],
    environment: "happy-dom",
    restoreMocks: true,
  },
});
