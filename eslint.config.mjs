// Lint of the whole tree (npm run lint = office-addin-lint check): the Office add-in rules of
// eslint-plugin-office-addins (its "react" config: ESLint recommended, Prettier, React) extended to
// TypeScript/TSX with typescript-eslint; no eval in any form; and src/engine kept pure.
import { builtinModules } from "node:module";
import officeAddins from "eslint-plugin-office-addins";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** The office-addins block of the plugin's recommended config: its plugins and rules. */
const blocoOfficeAddins = officeAddins.configs.recommended.find((c) => c.plugins?.["office-addins"]);
/** Its own copy of typescript-eslint (8.8) breaks under ESLint 9.39: the project's (8.74) replaces it, and
 *  ESLint accepts one plugin per name, so that block is re-declared below without it. */
const pluginsOfficeAddins = Object.fromEntries(
  Object.entries(blocoOfficeAddins.plugins).filter(([nome]) => nome !== "@typescript-eslint"),
);

export default tseslint.config(
  { ignores: ["dist/", "node_modules/", "test-results/", "reports/", "coverage/", ".stryker-tmp/"] },
  ...officeAddins.configs.react.filter((c) => c !== blocoOfficeAddins),
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{js,mjs,cjs,ts,mts,cts,tsx,jsx}"],
    plugins: { ...pluginsOfficeAddins, "react-hooks": reactHooks },
    languageOptions: {
      parser: tseslint.parser,
      ecmaVersion: "latest",
      sourceType: "module",
      parserOptions: { ecmaFeatures: { jsx: true } },
      globals: { ...globals.browser, ...globals.node },
    },
    settings: { react: { version: "detect" } },
    rules: {
      ...blocoOfficeAddins.rules,
      ...reactHooks.configs.recommended.rules,
      // A leading underscore marks a parameter kept for its position (callbacks, fakes of an API).
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      "no-eval": "error",
      "no-implied-eval": "error",
      "no-new-func": "error",
      // No HTML built from cell text: React escapes what it renders, unless told not to.
      "react/no-danger": "error",
      "react/react-in-jsx-scope": "off", // React 17+ JSX transform
      "react/prop-types": "off", // props are typed by TypeScript
    },
  },
  {
    // The office-addins rules read Office.js proxies (load, sync). Elsewhere the same shapes are plain
    // objects (ExcelJS cells, the in-memory and fake workbooks of the tests) and the rules misfire.
    files: ["**/*"],
    ignores: ["src/adapters/office/**", "src/taskpane/**", "src/functions/**", "src/commands/**"],
    rules: Object.fromEntries(
      Object.keys(blocoOfficeAddins.rules)
        .filter((regra) => regra.startsWith("office-addins/"))
        .map((regra) => [regra, "off"]),
    ),
  },
  {
    files: ["**/*.cjs", "webpack.config.js"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // The pane is a front end: it reaches reading and rendering only through the pipeline's door
    // (src/pipeline/index.ts), so every front end runs the same steps.
    files: ["src/taskpane/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/leitura/**", "**/folhas/**"],
              message: "O painel usa o pipeline (src/pipeline), não a leitura nem as folhas diretamente.",
            },
          ],
        },
      ],
    },
  },
  {
    // The engine is the law in pure TypeScript (ARCHITECTURE.md): no Office, no DOM, no Node, no front end.
    files: ["src/engine/**"],
    languageOptions: { globals: {} },
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: builtinModules.map((nome) => ({ name: nome, message: "src/engine não usa Node." })),
          patterns: [
            { group: ["node:*"], message: "src/engine não usa Node." },
            {
              group: ["react", "react-*", "@fluentui/*", "exceljs", "@microsoft/*", "office-*"],
              message: "src/engine não conhece Office, interface nem planilhas.",
            },
            {
              group: [
                "**/planilha/**",
                "**/leitura/**",
                "**/folhas/**",
                "**/adapters/**",
                "**/taskpane/**",
                "**/functions/**",
                "**/cli/**",
                "**/commands/**",
              ],
              message: "src/engine não depende das outras camadas.",
            },
          ],
        },
      ],
      "no-restricted-globals": [
        "error",
        ...["Office", "Excel", "OfficeExtension", "CustomFunctions"].map((name) => ({
          name,
          message: "src/engine não usa Office.js.",
        })),
        ...[
          "window",
          "document",
          "navigator",
          "localStorage",
          "sessionStorage",
          "fetch",
          "XMLHttpRequest",
          "HTMLElement",
        ].map((name) => ({ name, message: "src/engine não usa o DOM." })),
        ...["process", "require", "module", "Buffer", "__dirname", "__filename", "global"].map((name) => ({
          name,
          message: "src/engine não usa Node.",
        })),
      ],
    },
  },
);
