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
 * One Lighthouse run in a fresh Chromium profile. Under load a run now and then ends without its paint
 * metrics (Lighthouse's NO_FCP and NO_LCP errors); such a run is retried rather than counted.
 * @param {string} url @param {string[]} extraFlags @param {string[]} skipAudits
 * @returns {Promise<Record<string, number>>}
 */
async function lighthouseRun(url, extraFlags, skipAudits) {
  for (let attempt = 1; ; attempt += 1) {
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
      const metrics = {
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        fcpMs: audit("first-contentful-paint"),
        lcpMs: audit("largest-contentful-paint"),
        tbtMs: audit("total-blocking-time"),
        cls: audit("cumulative-layout-shift"),
        totalBytes: audit("total-byte-weight"),
      };
      if (Object.values(metrics).every(Number.isFinite)) return metrics;
      const reason = lhr.runtimeError?.code ?? "missing metrics";
      if (attempt === 3) throw new Error(`Lighthouse failed 3 times on ${url}: ${reason}`);
      console.log(`  retrying ${url}: ${reason}`);
    } finally {
      await chrome.kill();
      rmSync(userDataDir, { recursive: true, force: true });
    }
  }
}

/**
 * Median of `runs` Lighthouse runs on one URL; `skipAudits` are left out of the scores.
 * @param {string} url @param {number} runs @param {string[]} extraFlags @param {string[]} [skipAudits]
 */
export async function lighthouseMedian(url, runs, extraFlags, skipAudits = []) {
  /** @type {Array<Record<string, number>>} */
  const results = [];
  for (let run = 0; run < runs; run += 1) results.push(await lighthouseRun(url, extraFlags, skipAudits));
  const keys = Object.keys(results[0] ?? {});
  return Object.fromEntries(keys.map((key) => [key, median(results.map((result) => result[key] ?? Number.NaN))]));
}
