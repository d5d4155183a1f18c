/** /search over the real index, with and without JavaScript, by mouse and keyboard. */
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { expect, it } from "vitest";
import { baseURL, browserPerFile, openPage } from "./browser";
import { BUILD_DIR } from "./site";

const browser = browserPerFile();

const resultTitles = (page: import("playwright-core").Page) => page.getByRole("list", { name: "Search results" }).locator("h2").allInnerTexts();

it("keeps the whole index under 150 KB gzip", () => {
  const size = gzipSync(readFileSync(`${BUILD_DIR}/search-index.json`), { level: 9 }).length;
  expect(size).toBeLessThan(150 * 1024);
});

it("reads ?q= on load and ranks the matching product first", async () => {
  const { page, errors } = await openPage(browser());
  await page.goto("/search?q=nordvpn", { waitUntil: "networkidle" });
  await expect(page.getByLabel("Search lists, products and guides", { exact: true }).inputValue()).resolves.toBe("nordvpn");
  await expect.poll(() => page.getByTestId("search-status").innerText()).toMatch(/results? for “nordvpn”/);
  const titles = await resultTitles(page);
  expect(titles[0]).toBe("NordVPN");
  const first = page.getByRole("list", { name: "Search results" }).locator("article").first();
  await expect(first.innerText()).resolves.toMatch(/List entry in Best VPN Services/i);
  expect(errors).toEqual([]);
  await page.context().close();
});

it("updates the URL and the results as the reader types, and says when nothing matches", async () => {
  const { page } = await openPage(browser());
  await page.goto("/search", { waitUntil: "networkidle" });
  await expect(page.getByTestId("search-status").innerText()).resolves.toMatch(/^Type a product/);
  const box = page.getByLabel("Search lists, products and guides", { exact: true });
  await box.pressSequentially("wordpress hosting");
  await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe("wordpress hosting");
  await expect.poll(async () => (await resultTitles(page)).length).toBeGreaterThan(0);
  const types = await page.getByRole("list", { name: "Search results" }).locator("article p:first-child").allInnerTexts();
  expect(types.some((type) => /guide/i.test(type))).toBe(true);
  await box.fill("zzqqxxnothing");
  await expect.poll(() => page.getByTestId("search-status").innerText()).toMatch(/^Nothing matches/);
  await expect(page.getByRole("list", { name: "Search results" }).count()).resolves.toBe(0);
  await box.fill("");
  await expect.poll(() => page.getByTestId("search-status").innerText()).toMatch(/^Type a product/);
  expect(new URL(page.url()).search).toBe("");
  await page.context().close();
});

it("works from the keyboard: the header field leads to /search and results are reachable with Tab", async () => {
  const { page } = await openPage(browser(), { viewport: { width: 1280, height: 800 } });
  await page.goto("/", { waitUntil: "networkidle" });
  await page.getByRole("search").getByLabel("Search lists and guides").focus();
  await page.keyboard.type("savings");
  await page.keyboard.press("Enter");
  await page.waitForURL(`${baseURL()}/search?q=savings`);
  await expect.poll(async () => (await resultTitles(page)).length).toBeGreaterThan(0);
  await page.getByLabel("Search lists, products and guides", { exact: true }).focus();
  const focusedPlaces: string[] = [];
  for (let tab = 0; tab < 4; tab += 1) {
    await page.keyboard.press("Tab");
    focusedPlaces.push(
      await page.evaluate(() => document.activeElement?.closest("ol")?.getAttribute("aria-label") ?? document.activeElement?.textContent ?? ""),
    );
  }
  // The field, its button and the way to /categories come first, then the results.
  expect(focusedPlaces).toContain("Search results");
  await expect(page.getByRole("status").count()).resolves.toBe(1);
  await page.context().close();
});

it("without JavaScript the page still offers the way to /categories", async () => {
  const { page } = await openPage(browser(), { javaScriptEnabled: false });
  await page.goto("/search?q=vpn");
  await expect(page.getByRole("link", { name: "categories page" }).getAttribute("href")).resolves.toBe("/categories");
  await page.context().close();
});

it("only /search loads the index", async () => {
  const { page } = await openPage(browser());
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  for (const path of ["/", "/category/vpn", "/vpn-protocols"]) await page.goto(path, { waitUntil: "networkidle" });
  expect(requested).not.toContain("/search-index.json");
  await page.goto("/search?q=vpn", { waitUntil: "networkidle" });
  expect(requested).toContain("/search-index.json");
  await page.context().close();
});
