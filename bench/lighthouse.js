/** Lighthouse 12, mobile default config (simulated throttling), on Debian's Chromium. */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../scripts/chromium.js";

const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS];

const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/**
 * Median of `runs` Lighthouse runs on one URL, each in a fresh Chromium profile; `skipAudits` are left out
 * of the scores.
 * @param {string} url @param {number} runs @param {string[]} extraFlags @param {string[]} [skipAudits]
 */
export async function lighthouseMedian(url, runs, extraFlags, skipAudits = []) {
  /** @type {Array<Record<string, number>>} */
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    const userDataDir = mkdtempSync(join(tmpdir(), "top5-lh-"));
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: [...CHROME_FLAGS, ...extraFlags],
      userDataDir,
    });
    try {
      const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", skipAudits });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
      const score = (/** @type {string} */ id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? Number.NaN;
      results.push({
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        fcpMs: audit("first-contentful-paint"),
        lcpMs: audit("largest-contentful-paint"),
        tbtMs: audit("total-blocking-time"),
        cls: audit("cumulative-layout-shift"),
        totalBytes: audit("total-byte-weight"),
      });
    } finally {
      await chrome.kill();
      rmSync(userDataDir, { recursive: true, force: true });
    }
  }
  const keys = Object.keys(results[0] ?? {});
  return Object.fromEntries(keys.map((key) => [key, median(results.map((result) => result[key] ?? Number.NaN))]));
}
