/**
 * The real content for the browser tests, as the build reads it: real-content.ts run by Vite's module runner
 * (`runnerImport`) with the build's YAML and MDX plugins. Each process that loads the tests (Playwright's runner and
 * each worker) loads it once, compiling every MDX file: a few seconds. Decision 046.
 */
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";
import { contentPlugins } from "../../scripts/content-plugins.js";

const { module } = await runnerImport<typeof import("./real-content")>(
  fileURLToPath(new URL("real-content.ts", import.meta.url)),
  {
    root: fileURLToPath(new URL("../..", import.meta.url)),
    plugins: contentPlugins(),
    logLevel: "warn",
  },
);

export const { content, pageKinds, rated, site, priorities, fillIn } = module;
