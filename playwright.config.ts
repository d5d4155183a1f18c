import { defineConfig } from "@playwright/test";
import { existsSync } from "node:fs";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./scripts/chromium.js";
import { freePort } from "./tests/support/free-port";

/**
 * The browser layers (`npm run test:e2e`, `npm run test:editor`), each a project: behaviours of the built site on a
 * sample of pages (tests/e2e) and the content editor on a copy of the repository (tests/editor). The unit and build
 * layers stay in Vitest (vitest.config.ts). Decision 046.
 */

// Chosen once, in the runner, before its workers start: they inherit its environment and read the same values.
process.env.TEST_PORT ??= String(await freePort());
// Picks the extra page of each kind the e2e tests visit (tests/support/sample.ts); TEST_SEED=<n> replays a run.
process.env.TEST_SEED ??= String(Math.floor(Math.random() * 2 ** 31));
const baseURL = `http://127.0.0.1:${process.env.TEST_PORT}`;

export default defineConfig({
  forbidOnly: true,
  // A test that fails once is a defect to fix, never a run to repeat.
  retries: 0,
  // Two at a time suits the 2-core machines this runs on.
  workers: 2,
  reporter: [
    ["list"],
    ["html", { open: "never", outputFolder: "playwright-report" }],
    ["./tests/support/browser-run-reporter.ts"],
  ],
  outputDir: "test-results",
  globalSetup: "./tests/support/needs-build.ts",
  // The production server over the real build, as `npm run serve` runs it.
  webServer: {
    command: "node server/serve.js",
    url: `${baseURL}/`,
    env: { PORT: process.env.TEST_PORT },
    stdout: "ignore",
  },
  use: {
    baseURL,
    // Debian's Chromium where it is (our machines, CI); elsewhere Playwright's own (scripts/ensure-chromium.js).
    launchOptions: existsSync(CHROMIUM_PATH) ? { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS } : {},
    // A failed test's trace, without the page snapshots at every step that cost a full trace its time.
    trace: { mode: "retain-on-failure", snapshots: false, screenshots: false, sources: false },
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "e2e",
      testDir: "tests/e2e",
      testMatch: "*.test.ts",
      // Each test opens its own pages: any two can run side by side, so the longest file (pages.test.ts) is shared
      // between the workers rather than left to one.
      fullyParallel: true,
      // A guard against a hang, not a time limit; a wait for a condition (expect.poll) gives a slow machine time,
      // and nothing ever sleeps for a fixed time.
      timeout: 60_000,
      expect: { timeout: 20_000 },
    },
    {
      name: "editor",
      testDir: "tests/editor",
      testMatch: "*.test.ts",
      // A file's tests run in order on one copy of the repository (tests/support/editor-page.ts).
      fullyParallel: false,
      // A guard against a hang, not a time limit: a save and then the content check, with another copy of the editor
      // and its browser busy beside it on a 2-core machine, took over 120 s.
      timeout: 300_000,
      expect: { timeout: 30_000 },
    },
  ],
});
