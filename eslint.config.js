import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: {
      globals: { process: "readonly", console: "readonly", window: "readonly", document: "readonly", Buffer: "readonly", URL: "readonly" },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    // app/lib is shared by the browser and the build: it never reaches up into components or the content pipeline.
    files: ["app/lib/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["**/components/**", "**/content/*.server*"], message: "app/lib never imports components or the content pipeline" }] }],
    },
  },
);
