import { defineConfig } from "vitest/config";
import { mdxInWorkers } from "./scripts/mdx-in-workers.js";
import { yamlContent } from "./scripts/yaml-content.js";

/**
 * Three layers, each its own project (`vitest run --project <name>`):
 * - unit: pure code, beside it as *.test.ts (and the bench's report, bench/report.test.js);
 * - build: every built page checked from its HTML against its content file, no browser, and the server checks
 *   against both our Node server and Cloudflare's runtime (tests/build);
 * - e2e: behaviours in Debian's Chromium on a sample of pages (tests/e2e);
 * - editor: the content editor (`npm run edit`) in Debian's Chromium, on a copy of the repository (tests/editor).
 * All load real content through the same MDX settings as the build.
 */
export default defineConfig({
  plugins: [mdxInWorkers(), yamlContent()],
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
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/support/e2e-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // A wait for a condition (expect.poll) gives a slow machine time; it never sleeps for a fixed time.
          expect: { poll: { timeout: 20_000 } },
          // One browser per file; two files at a time suits the 2-core machines this runs on.
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: "editor",
          include: ["tests/editor/**/*.test.ts"],
          // Guards against a hang: the first start bundles Decap (about 20 s on a 2-core machine).
          testTimeout: 120_000,
          hookTimeout: 180_000,
          expect: { poll: { timeout: 30_000 } },
        },
      },
    ],
  },
});
