/**
 * Navigation before the click: how long from a click on a link to the new page's h1 painted, on a slow phone
 * (4x CPU slowdown, Lighthouse's slow 4G), median of RUNS, for three hops and three ways of getting there:
 * - prefetched: the reader hovered the link first and the page's data and code arrived before the click;
 * - client: a click with no intent before it (a script's click), so the data is fetched after the click;
 * - full load: the same page loaded from scratch, as without client-side navigation.
 */

import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../scripts/chromium.js";

/** Lighthouse's slow 4G, as Chrome DevTools Protocol network conditions. */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

const HOPS = [
  {
    name: "home -> list",
    from: "/",
    to: "/category/vpn",
    link: 'main a[href="/category/vpn"]',
    heading: "Best VPN Services",
  },
  {
    name: "list -> guide",
    from: "/category/vpn",
    to: "/vpn-protocols",
    link: 'aside a[href="/vpn-protocols"]',
    heading: "VPN Protocols",
  },
  {
    name: "guide -> list",
    from: "/vpn-protocols",
    to: "/category/vpn",
    link: 'main header a[href="/category/vpn"]',
    heading: "Best VPN Services",
  },
];

const median = (/** @type {number[]} */ values) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/**
 * Milliseconds from a click to the frame that first paints an h1 containing `heading`.
 * @param {import("playwright-core").Page} page @param {import("playwright-core").Locator} link @param {string} heading
 */
async function clickToHeading(page, link, heading) {
  const painted = page.evaluate(
    (text) =>
      new Promise((resolve) => {
        const clickedAt = /** @type {{ clickedAt?: number }} */ (window).clickedAt;
        const check = () => {
          const start = /** @type {{ clickedAt?: number }} */ (window).clickedAt ?? clickedAt;
          if (start !== undefined && document.querySelector("h1")?.textContent?.includes(text)) {
            // The frame after the one that has the heading in the DOM is the one that paints it.
            requestAnimationFrame(() => resolve(performance.now() - start));
          } else requestAnimationFrame(check);
        };
        check();
      }),
    heading,
  );
  await link.evaluate((element) => {
    /** @type {{ clickedAt?: number }} */ (window).clickedAt = performance.now();
    /** @type {HTMLElement} */ (element).click();
  });
  return /** @type {number} */ (await painted);
}

/**
 * A page on a throttled phone. Third parties are unreachable through the host resolver, not request
 * interception: Playwright turns the HTTP cache off while it intercepts, and a prefetch lives in that cache.
 * @param {import("playwright-core").Browser} browser
 */
async function phonePage(browser) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  return { context, page };
}

/**
 * @param {string} origin
 * @param {number} runs
 */
export async function measureNavigation(origin, runs) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, `--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE ${new URL(origin).hostname}`],
  });
  const rows = [];
  for (const hop of HOPS) {
    /** @type {Record<string, number[]>} */
    const times = { prefetched: [], client: [], full: [] };
    for (let run = 0; run < runs; run += 1) {
      // Each way in its own browser context, so no way finds the page in a cache another one filled.
      for (const mode of /** @type {const} */ (["prefetched", "client"])) {
        const { context, page } = await phonePage(browser);
        await page.goto(`${origin}${hop.from}`, { waitUntil: "networkidle" });
        // The network falls quiet before a 4x slower CPU has hydrated the page; a click before that is a full load.
        await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith("__reactFiber$")));
        const link = page.locator(hop.link).first();
        await link.scrollIntoViewIfNeeded();
        if (mode === "prefetched") {
          const data = page.waitForResponse((response) => response.url().endsWith(".data"));
          await link.hover();
          await data;
          await page.waitForLoadState("networkidle");
        }
        times[mode]?.push(await clickToHeading(page, link, hop.heading));
        await context.close();
      }
      // A full load of the same page, timed from navigation start to its first paint (the prerendered h1 is in it).
      const { context, page } = await phonePage(browser);
      // Scripts start after the first paint (decision 016), so the load event can come before it: wait for the paint.
      await page.goto(`${origin}${hop.to}`, { waitUntil: "commit" });
      times.full?.push(
        await page.evaluate(
          () =>
            new Promise((resolve) =>
              new PerformanceObserver((entries) => {
                const paint = entries.getEntriesByName("first-contentful-paint")[0];
                if (paint) resolve(paint.startTime);
              }).observe({ type: "paint", buffered: true }),
            ),
        ),
      );
      await context.close();
    }
    rows.push({
      hop: hop.name,
      prefetchedMs: median(times.prefetched ?? []),
      clientMs: median(times.client ?? []),
      fullLoadMs: median(times.full ?? []),
    });
  }
  await browser.close();
  return rows;
}
