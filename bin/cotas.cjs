#!/usr/bin/env node
// `cotas`: registers tsx (a runtime dependency) to load the TypeScript sources, then runs the CLI.
require("tsx/cjs");
require("../src/cli/node.ts");
