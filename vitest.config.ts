import mdx from "@mdx-js/rollup";
import { defineConfig } from "vitest/config";
import { mdxOptions } from "./mdx.config.js";

/** Unit tests: beside the code as *.test.ts(x); they load real content through the same MDX settings. */
export default defineConfig({
  plugins: [mdx(mdxOptions)],
  test: {
    include: ["app/**/*.test.{ts,tsx}", "content/**/*.test.ts", "server/**/*.test.js"],
    environment: "node",
  },
});
