import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/**
 * One link component: PageLink, a plain anchor that InternalLinks prefetches on intent and navigates on the client
 * (decision 026). React Router's own links would be a second way, with a second prefetch.
 */
const oneLinkComponent = {
  name: "react-router",
  importNames: ["Link", "NavLink"],
  message:
    "Use PageLink (app/components/ui/page-link.tsx): InternalLinks gives every page link prefetch and client navigation.",
};

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "playwright-report/", "test-results/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: {
      // The app runs in the browser and at build time in Node; scripts, bench and tests run in Node and drive browsers.
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["app/**"],
    ignores: ["app/components/ui/**"],
    rules: { "no-restricted-imports": ["error", { paths: [oneLinkComponent] }] },
  },
  {
    // A phone paints a page before it is all parsed: a lone " " text node at the end of what has arrived moves when
    // the next element does, a layout shift the reader's browser counts. The space goes in the text before it.
    files: ["app/**/*.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXExpressionContainer > Literal[value=/^\\s+$/], JSXText[value=/^ +$/]",
          message: 'Put the space in the text before it ({`${text} `}): a lone " " node shifts a half-parsed page.',
        },
      ],
    },
  },
  {
    // app/lib is shared by the browser and the build: it never reaches up into components or the content pipeline.
    files: ["app/lib/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [oneLinkComponent],
          patterns: [
            {
              group: ["**/components/**", "**/content/*.server*"],
              message: "app/lib never imports components or the content pipeline",
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright's fixtures: `use` is its callback, not React's hook, and a fixture that needs no other fixture takes
    // an empty pattern, which is how Playwright reads what it depends on.
    files: ["tests/support/**"],
    rules: { "react-hooks/rules-of-hooks": "off", "no-empty-pattern": "off" },
  },
);
