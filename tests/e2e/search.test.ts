/** /search over the real index, with and without JavaScript, by mouse and keyboard. */
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { content } from "../../app/content/content.server";
import { fillIn } from "../../app/lib/format";
import { baseURL, hydrated, openPage, setUpBrowser } from "../support/browser";

setUpBrowser();

const text = content.searchPage;
const results = (page: Page) => page.getByRole("list", { name: text.resultsLabel });
const resultTitles = (page: Page) => results(page).locator("h2").allInnerTexts();
const status = (page: Page) => page.getByRole("status").innerText();
const box = (page: Page) => page.getByLabel(text.label, { exact: true });

it("reads ?q= on load and ranks the matching product first", async () => {
  const { page, errors } = await openPage();
  await page.goto("/search?q=nordvpn");
  await hydrated(page);
  expect(await box(page).inputValue()).toBe("nordvpn");
  await expect.poll(() => status(page)).toMatch(/“nordvpn”$/);
  expect((await resultTitles(page))[0]).toBe("NordVPN");
  expect(await results(page).locator("article").first().innerText()).toContain(fillIn(text.entryIn, { list: "Best VPN Services" }));
  expect(errors).toEqual([]);
});

it("updates the URL and the results as the reader types, and says when nothing matches", async () => {
  const { page } = await openPage();
  await page.goto("/search");
  await hydrated(page);
  expect(await status(page)).toBe(text.emptyQuery);
  await box(page).pressSequentially("wordpress hosting");
  await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe("wordpress hosting");
  await expect.poll(async () => (await resultTitles(page)).length).toBeGreaterThan(0);
  const types = await results(page).locator("article p:first-child").allInnerTexts();
  expect(types.some((type) => type.toLowerCase() === text.types.guide.toLowerCase())).toBe(true);
  await box(page).fill("zzqqxxnothing");
  await expect.poll(() => status(page)).toBe(text.noResults);
  expect(await results(page).count()).toBe(0);
  await box(page).fill("");
  await expect.poll(() => status(page)).toBe(text.emptyQuery);
  expect(new URL(page.url()).search).toBe("");
});

it("works from the keyboard: the header field leads to /search and results are reachable with Tab", async () => {
  const { page } = await openPage({ viewport: { width: 1280, height: 800 } });
  await page.goto("/");
  await hydrated(page);
  await page.getByRole("search").getByLabel(content.site.header.searchLabel).focus();
  await page.keyboard.type("savings");
  await page.keyboard.press("Enter");
  await page.waitForURL(`${baseURL()}/search?q=savings`);
  await expect.poll(async () => (await resultTitles(page)).length).toBeGreaterThan(0);
  await box(page).focus();
  const focusedPlaces: string[] = [];
  for (let tab = 0; tab < 4; tab += 1) {
    await page.keyboard.press("Tab");
    focusedPlaces.push(await page.evaluate(() => document.activeElement?.closest("ol")?.getAttribute("aria-label") ?? document.activeElement?.textContent ?? ""));
  }
  // The field, its button and the way to /categories come first, then the results.
  expect(focusedPlaces).toContain(text.resultsLabel);
});

it("without JavaScript the page still offers the way to /categories", async () => {
  const { page } = await openPage({ javaScriptEnabled: false });
  await page.goto("/search?q=vpn");
  expect(await page.getByRole("link", { name: text.browseLink }).getAttribute("href")).toBe("/categories");
});

it("only /search loads the index", async () => {
  const { page } = await openPage();
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  for (const path of ["/", "/category/vpn", "/vpn-protocols"]) {
    await page.goto(path);
    await hydrated(page);
  }
  expect(requested).not.toContain("/search-index.json");
  await page.goto("/search?q=vpn");
  await expect.poll(() => requested).toContain("/search-index.json");
});
