/**
 * Navigation before the click: how long from a click on a link to the new page's h1 painted, on a slow phone
 * (4x CPU slowdown, Lighthouse's slow 4G), median of RUNS, for three hops and three ways of getting there:
 * - prefetched: the reader hovered the link first and the page's data and code arrived before the click;
 * - client: a click with no intent before it (a script's click), so the data is fetched after the click;
 * - full load: the same page loaded from scratch, as without client-side navigation.
 */

/** Lighthouse's slow 4G, as Chrome DevTools Protocol network conditions. */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

const HOPS = [
  { name: "home -> list", from: "/", to: "/category/vpn", link: 'main a[href="/category/vpn"]', heading: "Best VPN Services" },
  { name: "list -> guide", from: "/category/vpn", to: "/vpn-protocols", link: 'aside a[href="/vpn-protocols"]', heading: "VPN Protocols" },
  { name: "guide -> list", from: "/vpn-protocols", to: "/category/vpn", link: 'main header a[href="/category/vpn"]', heading: "Best VPN Services" },
];

const median = (/** @type {number[]} */ values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

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
 * @param {import("playwright-core").Browser} browser
 * @param {string} origin
 * @param {number} runs
 */
export async function measureNavigation(browser, origin, runs) {
  const rows = [];
  for (const hop of HOPS) {
    /** @type {Record<string, number[]>} */
    const times = { prefetched: [], client: [], full: [] };
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      await context.route(/^https:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });

      for (const mode of /** @type {const} */ (["prefetched", "client"])) {
        await page.goto(`${origin}${hop.from}`, { waitUntil: "networkidle" });
        const link = page.locator(hop.link).first();
        await link.scrollIntoViewIfNeeded();
        if (mode === "prefetched") {
          const data = page.waitForResponse((response) => response.url().endsWith(".data"));
          await link.hover();
          await data;
          await page.waitForLoadState("networkidle");
        }
        times[mode]?.push(await clickToHeading(page, link, hop.heading));
      }
      // A full load of the same page, timed from navigation start to its first paint (the prerendered h1 is in it).
      await page.goto(`${origin}${hop.to}`, { waitUntil: "load" });
      times.full?.push(await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN));
      await context.close();
    }
    rows.push({ hop: hop.name, prefetchedMs: median(times.prefetched ?? []), clientMs: median(times.client ?? []), fullLoadMs: median(times.full ?? []) });
  }
  return rows;
}
