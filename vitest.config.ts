import { defineConfig } from "vitest/config";
import { contentPlugins } from "./scripts/content-plugins.js";

/**
 * The layers without a browser, each its own project (`vitest run --project <name>`):
 * - unit: pure code, beside it as *.test.ts (and the bench's report, bench/report.test.js);
 * - build: every built page checked from its HTML against its content file, and the server checks against both our
 *   Node server and Cloudflare's runtime (tests/build).
 * Both load real content through the same MDX settings as the build. The browser layers (tests/e2e, tests/editor)
 * run in Playwright (playwright.config.ts, decision 046).
 */
export default defineConfig({
  plugins: contentPlugins(),
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "content/**/*.test.ts",
            "editor/**/*.test.ts",
            "server/**/*.test.js",
            "scripts/**/*.test.js",
            "bench/**/*.test.js",
          ],
          environment: "node",
          // A guard against a hang, not a time limit: the first test that loads the real content compiles every
          // MDX file, which took 5 s on a 2-core machine busy with a build (a run failed on the 5 s default).
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "build",
          include: ["tests/build/**/*.test.ts"],
          // Our Node server and Cloudflare's runtime (wrangler pages dev), started once for the run.
          globalSetup: ["tests/support/build-setup.ts"],
          environment: "node",
          // A guard against a hang, not a time limit: validating every page takes 4 s on a busy 2-core machine,
          // too close to the 5 s default (a run failed on it).
          testTimeout: 60_000,
        },
      },
    ],
  },
});
