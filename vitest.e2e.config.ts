import mdx from "@mdx-js/rollup";
import { defineConfig } from "vitest/config";
import { mdxOptions } from "./mdx.config.js";

/** Browser tests: Debian's Chromium (playwright-core) against `npm run serve`'s server over the real build. */
export default defineConfig({
  // Tests read content files (MDX frontmatter included) to check each page against its source.
  plugins: [mdx(mdxOptions)],
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    globalSetup: ["tests/e2e/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One browser per file; two files at a time suits the 2-core machines this runs on.
    maxWorkers: 2,
  },
});
