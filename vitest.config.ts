import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts", "test/**/*.test.tsx"],
    environment: "node",
    setupFiles: ["test/configuracao.ts"],
    testTimeout: 30_000,
    // A browser test's beforeAll may unpack the Chromium of @sparticuz/chromium first (test/browser/chromium.ts).
    hookTimeout: 60_000,
    reporters: ["default", "json"],
    outputFile: { json: "test-results/vitest.json" },
  },
});
