import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts", "test/**/*.test.tsx"],
    environment: "node",
    setupFiles: ["test/configuracao.ts"],
    // Vitest's default in a run is one worker fewer than the cores: one worker on CI's two. Every core
    // (the tests that spawn Chromium or LibreOffice wait on them more than they compute).
    maxWorkers: Math.max(2, availableParallelism()),
    testTimeout: 30_000,
    // A browser test's beforeAll may unpack the Chromium of @sparticuz/chromium first (test/browser/chromium.ts).
    hookTimeout: 60_000,
    reporters: ["default", "json"],
    outputFile: { json: "test-results/vitest.json" },
  },
});
