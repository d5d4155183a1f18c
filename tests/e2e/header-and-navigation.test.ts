/** The shared header: sticky, the small-screen menu, client-side navigation, and a header that never moves while it paints. */
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { site } from "../support/content";
import { baseURL, expect, test } from "../support/site-test";
import { hydrated } from "../support/browser";
import { pageFile } from "../support/built-site";
import { sampleOf } from "../support/sample";

const [list = "/category/vpn"] = sampleOf("list");

test("stays at the top of the screen while the page scrolls, with the menu button hidden on a wide screen", async ({
  openPage,
}) => {
  const { page } = await openPage({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  await page.goto(list);
  const header = page.locator("body > header");
  expect(await header.evaluate((element) => getComputedStyle(element).position)).toBe("sticky");
  await page.mouse.wheel(0, 2000);
  await expect.poll(() => header.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(0);
  expect(await header.locator("summary").isVisible()).toBe(false);
});

const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };
// A <summary> is the disclosure's button (browsers expose it so, with its expanded state); locators have no role for it.
const menuButton = (page: Page) => page.locator("body > header details > summary", { hasText: site.header.menu });
const menuOpen = (page: Page) =>
  page.locator("body > header details").evaluate((details: HTMLDetailsElement) => details.open);
const menuPanel = (page: Page) => page.getByRole("navigation", { name: site.header.navLabel, exact: true });

/** Taps the menu open and checks that the panel shows the header's links and a search field. */
async function tapMenuOpen(page: Page) {
  expect(await menuPanel(page).isVisible()).toBe(false);
  await menuButton(page).tap();
  await expect.poll(() => menuPanel(page).isVisible()).toBe(true);
  expect(await menuOpen(page)).toBe(true);
  expect(await menuPanel(page).getByRole("link").allInnerTexts()).toEqual(site.header.links.map((link) => link.label));
  expect(await menuPanel(page).getByRole("searchbox").isVisible()).toBe(true);
}

test("without JavaScript, a tap on a phone opens the menu, and its links and search work", async ({ openPage }) => {
  const { page } = await openPage({ ...PHONE, javaScriptEnabled: false });
  await page.goto(list);
  await tapMenuOpen(page);
  const [first] = site.header.links;
  await menuPanel(page).getByRole("link", { name: first?.label }).tap();
  await page.waitForURL(`${baseURL()}${first?.to}`);
  await tapMenuOpen(page);
  await menuPanel(page).getByRole("searchbox").fill("vpn");
  await page.keyboard.press("Enter");
  await page.waitForURL(`${baseURL()}/search?q=vpn`);
});

test("a tap before the scripts have run opens the menu, which stays open through hydration; Escape then closes it", async ({
  openPage,
}) => {
  const { page, errors } = await openPage(PHONE);
  // Hold every script until the menu has been tapped: the page is painted but not yet hydrated.
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto(list, { waitUntil: "domcontentloaded" });
  await tapMenuOpen(page);
  expect(
    await page.evaluate(() => Object.keys(document.body).some((key) => key.startsWith("__reactFiber$"))),
    "hydrated already",
  ).toBe(false);
  releaseScripts();
  await hydrated(page);
  expect(await menuPanel(page).isVisible()).toBe(true);
  await page.keyboard.press("Escape");
  await expect.poll(() => menuPanel(page).isVisible()).toBe(false);
  expect(await menuOpen(page)).toBe(false);
  expect(errors).toEqual([]);
});

test("once hydrated, the menu closes on Escape, returning focus to its button, and on following one of its links", async ({
  openPage,
}) => {
  const { page } = await openPage(PHONE);
  await page.goto("/");
  await hydrated(page);
  await tapMenuOpen(page);
  await menuPanel(page).getByRole("link").first().focus();
  await page.keyboard.press("Escape");
  await expect.poll(() => menuPanel(page).isVisible()).toBe(false);
  expect(
    await menuButton(page).evaluate((button) => button === document.activeElement && button.matches(":focus-visible")),
  ).toBe(true);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await tapMenuOpen(page);
  const [first] = site.header.links;
  await menuPanel(page).getByRole("link", { name: first?.label }).tap();
  await page.waitForURL(`${baseURL()}${first?.to}`);
  await expect.poll(() => menuPanel(page).isVisible()).toBe(false);
  expect(await page.evaluate(() => "sameDocument" in window), "navigated on the client").toBe(true);
});

test("links navigate on the client without reloading the document", async ({ page, errors }) => {
  await page.goto("/");
  await hydrated(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const tile = page.locator('main a[href^="/category/"]').first();
  const target = await tile.getAttribute("href");
  await tile.click();
  await page.waitForURL(`${baseURL()}${target}`);
  await expect.poll(() => page.locator("article.ranked-card").count()).toBe(5);
  const [legal] = site.footer.links;
  await page.getByRole("contentinfo").getByRole("link", { name: legal?.label }).click();
  await page.waitForURL(`${baseURL()}${legal?.to}`);
  await expect.poll(() => page.locator(".mdx-body h2").count()).toBeGreaterThan(3);
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  expect(errors).toEqual([]);
});

test("a ranked card's photo stays in its column: beside the text on a wide screen, under its name on a phone", async ({
  openPage,
}) => {
  for (const width of [1280, 390]) {
    const { page } = await openPage({ javaScriptEnabled: false, viewport: { width, height: 900 } });
    await page.goto(list);
    for (const card of await page.locator("article.ranked-card").all()) {
      const [photo, heading, box] = await Promise.all([
        card.locator("img").first().boundingBox(),
        card.locator("h3").boundingBox(),
        card.boundingBox(),
      ]);
      if (!photo || !heading || !box) throw new Error(`${width}px: a card without a photo, heading or box`);
      expect(photo.x + photo.width).toBeLessThanOrEqual(box.x + box.width + 1);
      if (width > 640) expect(photo.x + photo.width).toBeLessThanOrEqual(heading.x);
      else expect(heading.y + heading.height).toBeLessThanOrEqual(photo.y + 1);
    }
  }
});

test("a slow phone that paints the header half parsed sees nothing in it move when the rest arrives", async ({
  openPage,
}) => {
  const html = readFileSync(pageFile(list), "utf8");
  const start = html.indexOf("<header");
  const end = html.indexOf("</header>") + "</header>".length;
  expect(start).toBeGreaterThan(0);
  const cuts = [...html.slice(start, end).matchAll(/>/g)].map((match) => start + match.index + 1);
  for (const width of [1280, 390]) {
    const { page } = await openPage({ javaScriptEnabled: false, viewport: { width, height: 800 } });
    let served = html;
    await page.route("**/__partial", (route) => route.fulfill({ contentType: "text/html", body: served }));
    // Where each painted element of the header sits, by its place in document order (a prefix of the document
    // holds a prefix of its elements).
    const positions = () =>
      page.evaluate(() =>
        [...document.querySelectorAll("body > header, body > header *")].map((element) => {
          const box = element.getBoundingClientRect();
          // Inside the closed menu nothing is painted, so nothing there can be seen to move.
          return box.width > 0 && box.height > 0 && element.checkVisibility()
            ? `${element.tagName} at ${Math.round(box.x)},${Math.round(box.y)}`
            : null;
        }),
      );
    await page.goto("/__partial");
    const final = await positions();
    for (const cut of cuts) {
      served = html.slice(0, cut);
      await page.goto("/__partial");
      const partial = await positions();
      const moved = partial.flatMap((position, index) =>
        position && final[index] && position !== final[index] ? [`${position} -> ${final[index]}`] : [],
      );
      expect(moved, `${width}px wide, document cut after ${JSON.stringify(html.slice(cut - 40, cut))}`).toEqual([]);
    }
  }
});
