/** The shared header: sticky, the small-screen menu, client-side navigation, and a header that never moves while it paints. */
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import site from "../../content/site";
import { baseURL, hydrated, openPage, setUpBrowser } from "../support/browser";
import { pageFile } from "../support/built-site";
import { sampleOf } from "../support/sample";

setUpBrowser();

const [list = "/category/vpn"] = sampleOf("list");

it("stays at the top of the screen while the page scrolls, with the menu button hidden on a wide screen", async () => {
  const { page } = await openPage({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  await page.goto(list);
  const header = page.locator("body > header");
  expect(await header.evaluate((element) => getComputedStyle(element).position)).toBe("sticky");
  await page.mouse.wheel(0, 2000);
  await expect.poll(() => header.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(0);
  expect(await header.getByRole("button", { name: site.header.openMenu }).isVisible()).toBe(false);
});

it("on a small screen the menu button opens a panel with the header links; Escape and following a link close it", async () => {
  const { page } = await openPage({ viewport: { width: 375, height: 740 } });
  await page.goto("/");
  await hydrated(page);
  const button = page.getByRole("button", { name: site.header.openMenu });
  expect(await button.getAttribute("aria-expanded")).toBe("false");
  const panel = page.locator(`[id="${await button.getAttribute("aria-controls")}"]`);
  expect(await panel.isVisible()).toBe(false);
  await button.click();
  await expect.poll(() => page.getByRole("button", { name: site.header.closeMenu }).getAttribute("aria-expanded")).toBe("true");
  expect(await panel.getByRole("link").allInnerTexts()).toEqual(site.header.links.map((link) => link.label));
  await page.keyboard.press("Escape");
  await expect.poll(() => panel.isVisible()).toBe(false);
  expect(await button.getAttribute("aria-expanded")).toBe("false");
  await button.click();
  const [first] = site.header.links;
  await panel.getByRole("link", { name: first?.label }).click();
  await page.waitForURL(`${baseURL()}${first?.to}`);
  await expect.poll(() => panel.isVisible()).toBe(false);
});

it("links navigate on the client without reloading the document", async () => {
  const { page, errors } = await openPage();
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

it("a ranked card's photo stays in its column: beside the text on a wide screen, above it on a phone", async () => {
  for (const width of [1280, 390]) {
    const { page } = await openPage({ javaScriptEnabled: false, viewport: { width, height: 900 } });
    await page.goto(list);
    for (const card of await page.locator("article.ranked-card").all()) {
      const [photo, heading, box] = await Promise.all([card.locator("img").first().boundingBox(), card.locator("h3").boundingBox(), card.boundingBox()]);
      if (!photo || !heading || !box) throw new Error(`${width}px: a card without a photo, heading or box`);
      expect(photo.x + photo.width).toBeLessThanOrEqual(box.x + box.width + 1);
      if (width > 640) expect(photo.x + photo.width).toBeLessThanOrEqual(heading.x);
      else expect(photo.y + photo.height).toBeLessThanOrEqual(heading.y);
    }
  }
});

it("a slow phone that paints the header half parsed sees nothing in it move when the rest arrives", async () => {
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
  }
});
