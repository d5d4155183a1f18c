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
    // One file at a time: with two browsers on a 2-core machine, pages sometimes painted while still
    // parsing, and the zero-layout-shift checks saw shifts no reader on a free machine gets.
    maxWorkers: 1,
  },
});
