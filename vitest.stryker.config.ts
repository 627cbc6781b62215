import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Vitest as Stryker runs it: the engine's tests only (the mutants live in src/engine), and fast-check
// through a wrapper that caps each property's runs at FC_NUM_RUNS (default 25), since every surviving or
// slow mutant runs the property tests again.
export default defineConfig({
  resolve: {
    alias: [
      {
        find: /^fast-check$/,
        replacement: fileURLToPath(new URL("./test/qualidade/fast-check-stryker.ts", import.meta.url)),
      },
    ],
  },
  test: {
    include: ["test/engine/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
  },
});
