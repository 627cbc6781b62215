// Mutation testing of the engine (issue #7): `npm run mutacao` prints the mutation score per file.
// Its own script, not part of `npm test`: a full run takes far longer than CI's budget on 2 cores.
/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.stryker.config.ts" },
  // The engine's rules only; tipos.ts holds types and index.ts only re-exports (no behaviour to mutate).
  mutate: ["src/engine/**/*.ts", "!src/engine/tipos.ts", "!src/engine/index.ts"],
  coverageAnalysis: "perTest",
  // Static mutants (module-level tables such as the default percentages) need the whole suite per
  // mutant: about 25 s each, 745 of them, hours on 2 cores. They are left out of the score; the
  // tables they mutate are pinned by the tests of each article (quadro.test.ts, regimes.test.ts).
  ignoreStatic: true,
  // The sandbox only needs sources, tests and configs (not the build, reports or other work folders).
  ignorePatterns: ["dist", "reports", "test-results", ".tmp-*", "test/browser", "assets"],
  disableTypeChecks: "src/engine/**/*.ts",
  // The machine has 2 cores, shared with the rest of the team: run it with `nice`.
  concurrency: 2,
  // Only changed mutants and tests are run again; the file stays out of git (reports/ is ignored).
  incremental: true,
  incrementalFile: "reports/stryker-incremental.json",
  reporters: ["clear-text", "progress-append-only", "html"],
  htmlReporter: { fileName: "reports/mutation/mutacao.html" },
  clearTextReporter: { allowColor: false, logTests: false, maxTestsToLog: 0 },
  thresholds: { high: 90, low: 80, break: null },
  // Property tests run fewer cases under Stryker (test/qualidade/fast-check-stryker.ts).
  timeoutMS: 10_000,
  tempDirName: ".stryker-tmp",
  cleanTempDir: true,
};
