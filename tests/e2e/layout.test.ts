/** The shared header and footer, the small-screen menu and client-side navigation. */
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { baseURL, browserPerFile, openPage } from "./browser";
import { builtPagePaths, pageFile } from "./site";

const browser = browserPerFile();

it("the header links home, to /categories, /trending and /about; the footer carries the legal links and notes", async () => {
  const { page } = await openPage(browser(), { javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  await page.goto("/category/vpn");
  const header = page.locator("body > header");
  await expect(header.evaluate((element) => getComputedStyle(element).position)).resolves.toBe("sticky");
  await expect(header.getByRole("link", { name: "Top5 home" }).getAttribute("href")).resolves.toBe("/");
  const nav = header.getByRole("navigation", { name: "Main", exact: true });
  await expect(nav.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")))).resolves.toEqual([
    "/categories",
    "/trending",
    "/about",
  ]);
  await expect(header.getByRole("button", { name: "Open menu" }).isVisible()).resolves.toBe(false);
  const footer = page.locator("body > footer");
  await expect(footer.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")))).resolves.toEqual([
    "/privacy-policy",
    "/terms-of-use",
  ]);
  const text = await footer.innerText();
  expect(text).toContain("© 2025 Top5. All rights reserved.");
  expect(text).toMatch(/commission on qualifying purchases/);
  expect(text).toMatch(/no substitute for professional medical advice/);
  await page.context().close();
});

it("on a small screen the menu button opens a panel with the same links, and Escape closes it", async () => {
  const { page } = await openPage(browser(), { viewport: { width: 375, height: 740 } });
  await page.goto("/", { waitUntil: "networkidle" });
  const button = page.getByRole("button", { name: "Open menu" });
  await expect(button.getAttribute("aria-expanded")).resolves.toBe("false");
  const panelId = await button.getAttribute("aria-controls");
  const panel = page.locator(`[id="${panelId}"]`);
  await expect(panel.isVisible()).resolves.toBe(false);
  await button.click();
  await expect(page.getByRole("button", { name: "Close menu" }).getAttribute("aria-expanded")).resolves.toBe("true");
  await expect(panel.isVisible()).resolves.toBe(true);
  await expect(panel.getByRole("link").allInnerTexts()).resolves.toEqual(["Categories", "Trending", "About"]);
  await page.keyboard.press("Escape");
  await expect.poll(() => panel.isVisible()).toBe(false);
  await expect(button.getAttribute("aria-expanded")).resolves.toBe("false");
  // A link in the panel navigates and closes the panel.
  await button.click();
  await panel.getByRole("link", { name: "Categories" }).click();
  await page.waitForURL(`${baseURL()}/categories`);
  await expect.poll(() => panel.isVisible()).toBe(false);
  await page.context().close();
});

it("links navigate on the client without reloading the document", async () => {
  const { page, errors } = await openPage(browser());
  await page.goto("/", { waitUntil: "networkidle" });
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page
    .getByRole("region", { name: "Browse Categories" })
    .getByRole("link", { name: /^VPN Services/ })
    .click();
  await page.waitForURL(`${baseURL()}/category/vpn`);
  await expect.poll(() => page.locator("h1").innerText()).toBe("Best VPN Services");
  await page.getByRole("link", { name: "Privacy Policy" }).click();
  await page.waitForURL(`${baseURL()}/privacy-policy`);
  await expect.poll(() => page.locator("h1").innerText()).toBe("Privacy Policy");
  await expect(page.locator(".mdx-body h2").count()).resolves.toBeGreaterThan(3);
  await expect(page.evaluate(() => "sameDocument" in window)).resolves.toBe(true);
  await expect(page.title()).resolves.toMatch(/^Privacy Policy \| Top5$/);
  expect(errors).toEqual([]);
  await page.context().close();
});

it("a ranked card's photo stays in its column, beside the text, on a wide screen and above it on a phone", async () => {
  for (const width of [1280, 390]) {
    const { page } = await openPage(browser(), { javaScriptEnabled: false, viewport: { width, height: 900 } });
    await page.goto("/category/vpn");
    for (const card of await page.locator("article.ranked-card").all()) {
      const photo = await card.locator("img").first().boundingBox();
      const heading = await card.locator("h3").boundingBox();
      const box = await card.boundingBox();
      expect(photo && heading && box).toBeTruthy();
      if (!photo || !heading || !box) continue;
      expect(photo.x + photo.width).toBeLessThanOrEqual(box.x + box.width + 1);
      if (width > 640) expect(photo.x + photo.width).toBeLessThanOrEqual(heading.x);
      else expect(photo.y + photo.height).toBeLessThanOrEqual(heading.y);
    }
    await page.context().close();
  }
});

it("a slow phone that paints the header half parsed sees nothing in it move when the rest arrives", async () => {
  const html = readFileSync(pageFile("/category/vpn"), "utf8");
  const start = html.indexOf("<header");
  const end = html.indexOf("</header>") + "</header>".length;
  expect(start).toBeGreaterThan(0);
  const cuts = [...html.slice(start, end).matchAll(/>/g)].map((match) => start + match.index + 1);
  for (const width of [1280, 390]) {
    const { page } = await openPage(browser(), { javaScriptEnabled: false, viewport: { width, height: 800 } });
    let served = html;
    await page.route("**/__partial", (route) => route.fulfill({ contentType: "text/html", body: served }));
    // Where each painted element of the header sits, by its place in document order (a prefix of the
    // document holds a prefix of its elements).
    const positions = () =>
      page.evaluate(() =>
        [...document.querySelectorAll("body > header, body > header *")].map((element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && box.height > 0 ? `${element.tagName} at ${Math.round(box.x)},${Math.round(box.y)}` : null;
        }),
      );
    await page.goto("/__partial");
    const final = await positions();
    for (const cut of cuts) {
      served = html.slice(0, cut);
      await page.goto("/__partial");
      const partial = await positions();
      const moved = partial.flatMap((position, index) => (position && final[index] && position !== final[index] ? [`${position} -> ${final[index]}`] : []));
      expect(moved, `${width}px wide, document cut after ${JSON.stringify(html.slice(cut - 40, cut))}`).toEqual([]);
    }
    await page.context().close();
  }
});

it("a photo is fetched early only if it is on the first screen, on a phone and on a wide screen", async () => {
  for (const viewport of [
    { width: 412, height: 823 },
    { width: 1280, height: 720 },
  ]) {
    const { page } = await openPage(browser(), { javaScriptEnabled: false, viewport });
    for (const path of builtPagePaths()) {
      await page.goto(path);
      const early = await page.evaluate(() =>
        [...document.querySelectorAll("img")]
          .filter((image) => image.loading !== "lazy" || image.fetchPriority === "high")
          .map((image) => ({ alt: image.alt, top: Math.round(image.getBoundingClientRect().top) })),
      );
      for (const image of early) expect(image.top, `${path} at ${viewport.width}px: "${image.alt}"`).toBeLessThan(viewport.height);
      await expect(page.locator('link[rel="preload"][as="image"]').count()).resolves.toBe(early.length);
    }
    await page.context().close();
  }
});
