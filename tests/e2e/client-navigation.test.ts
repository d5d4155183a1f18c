/**
 * A click to a list or guide renders its first screen first and the rest one frame later (BelowTheFold, decision
 * 026). The reader must end up with the same page a full load gives, Back must find its scroll position, and a
 * link to a #fragment must land on its target.
 */
import type { Locator, Page } from "@playwright/test";
import { hydrated } from "../support/browser";
import { content } from "../support/content";
import { baseURL, expect, test, type PageOpener } from "../support/site-test";

const PHONE = { width: 375, height: 740 };
test.use({ viewport: PHONE });

/** The main landmark of the prerendered page at `path`, as a full load without JavaScript shows it. */
async function prerenderedMain(openPage: PageOpener, path: string) {
  const { page } = await openPage({ javaScriptEnabled: false, viewport: PHONE });
  await page.goto(path);
  return page.locator("main").innerText();
}

/** The home page, hydrated. */
async function openHome(page: Page) {
  await page.goto("/");
  await hydrated(page);
}

/** Clicks `link` and waits until the page it leads to is the same as a full load of it; gives its path. */
async function follow(openPage: PageOpener, page: Page, link: Locator) {
  const path = (await link.getAttribute("href")) ?? "";
  await link.click();
  await page.waitForURL(`${baseURL()}${path}`);
  const main = await prerenderedMain(openPage, path);
  await expect.poll(() => page.locator("main").innerText()).toBe(main);
  return path;
}

const firstList = (page: Page) => page.locator('main a[href^="/category/"]').first();
const firstMustRead = (page: Page) => page.locator('aside a[href^="/"]:not([href^="/category/"])').first();

test("a click to a list and from it to a guide ends with the same page a full load gives", async ({
  page,
  errors,
  openPage,
}) => {
  await openHome(page);
  await follow(openPage, page, firstList(page));
  await follow(openPage, page, firstMustRead(page));
  expect(errors).toEqual([]);
});

test("Back returns to the same place far down a page left by a client navigation", async ({
  page,
  errors,
  openPage,
}) => {
  await openHome(page);
  // Scroll only once the whole page is there, so nothing moves under the position Back must restore.
  const list = await follow(openPage, page, firstList(page));
  // On a phone the Must Reads come after the whole list, far below the first screen.
  const mustRead = firstMustRead(page);
  await mustRead.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(PHONE.height * 3);
  await mustRead.click();
  await page.waitForURL((url) => url.pathname !== list);
  await page.goBack();
  await page.waitForURL(`${baseURL()}${list}`);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(Math.round(scrolled));
  expect(errors).toEqual([]);
});

test("a link to a section of another page lands on that section", async ({ page, errors }) => {
  await page.goto("/search?q=nordvpn");
  await hydrated(page);
  // NordVPN's card, which is below the first screen of the VPN list.
  const section = page
    .getByRole("list", { name: content.searchPage.resultsLabel })
    .locator('a[href*="#"][href*="nordvpn"]')
    .first();
  await section.waitFor();
  const href = (await section.getAttribute("href")) ?? "";
  await section.click();
  await page.waitForURL(`${baseURL()}${href}`);
  const target = page.locator(`[id="${decodeURIComponent(href.split("#")[1] ?? "")}"]`);
  await expect
    .poll(() => target.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
    .toBeLessThan(PHONE.height);
  expect(await target.evaluate((element) => element.getBoundingClientRect().bottom)).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});
