/** The home page, /categories and /trending, checked against their content files and the spec. */
import { expect, it } from "vitest";
import categories from "../../content/categories";
import categoriesPage from "../../content/categories-page";
import home from "../../content/home";
import trending from "../../content/trending";
import { browserPerFile, openPage } from "./browser";

const browser = browserPerFile();

/** Spec: the 14 tiles, title to path. The evite tile's spec title is a description; ours names the service. */
const SPEC_TILE_PATHS = [
  "/category/development",
  "/category/business",
  "/category/lifestyle",
  "/category/home",
  "/category/dating",
  "/category/mobile-plans",
  "/category/banking",
  "/category/tv-services",
  "/category/credit-cards",
  "/category/therapy",
  "/category/vpn",
  "/category/hosting",
  "/category/accounting",
  "/evite-alternatives",
];

it("home: WebSite search action, hero, 14 tiles, trending block and six latest articles", async () => {
  const { page } = await openPage(browser(), { javaScriptEnabled: false });
  await page.goto("/");
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
  const website = blocks.find((block) => block["@type"] === "WebSite");
  expect(website.name).toBe("Top5");
  expect(website.potentialAction.target.urlTemplate).toMatch(/\/search\?q=\{search_term_string\}$/);
  await expect(page.locator("h1").innerText()).resolves.toBe("Compare and find the Top 5 best products & services");
  await expect(page.getByRole("link", { name: "Explore Categories" }).getAttribute("href")).resolves.toBe("/categories");

  const tiles = page.getByRole("region", { name: "Browse Categories" }).getByRole("link");
  await expect(tiles.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).resolves.toEqual(SPEC_TILE_PATHS);
  for (const [index, tile] of categories.entries()) {
    const text = await tiles.nth(index).innerText();
    expect(text).toContain(tile.title);
    expect(text).toContain(tile.description);
    await expect(tiles.nth(index).locator("svg").count()).resolves.toBe(1);
  }

  const trendingRegion = page.getByRole("region", { name: "Top 5 Trending Now" });
  await expect(trendingRegion.getByRole("link", { name: /^View All/ }).getAttribute("href")).resolves.toBe("/trending");
  await expect(trendingRegion.locator("ul > li").count()).resolves.toBeGreaterThanOrEqual(3);
  const cards = trendingRegion.locator("article");
  await expect(cards.count()).resolves.toBe(3);
  await expect(cards.locator("a").evaluateAll((links) => links.map((link) => link.getAttribute("href")))).resolves.toEqual(
    trending.items.slice(0, 3).map((item) => item.list),
  );

  const latest = page.getByRole("region", { name: "Latest Articles" }).locator("article");
  await expect(latest.count()).resolves.toBe(6);
  const targets = await latest.getByRole("link", { name: /^Read Now/ }).evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(targets).toEqual(home.latestArticles.pages);
  expect(targets).toContain("/netflix-shows");
  for (const img of await latest.locator("img").all()) expect(await img.getAttribute("alt")).toBeTruthy();
  const strip = page.getByRole("region", { name: "Latest Articles" }).locator("[tabindex='0']");
  await expect(strip.evaluate((element) => getComputedStyle(element).overflowX)).resolves.toBe("auto");
  await page.context().close();
});

it("/categories: the spec's title and heading, 14 tiles with the short labels, and the grouped links", async () => {
  const { page } = await openPage(browser(), { javaScriptEnabled: false });
  await page.goto("/categories");
  await expect(page.title()).resolves.toBe("All Categories - Top5 Best Lists | Expert Reviews & Rankings | Top5");
  await expect(page.locator("h1").innerText()).resolves.toBe("Every Top5 Shortlist, all in one place");
  const tiles = page.getByRole("region", { name: "All categories" }).getByRole("link");
  await expect(tiles.count()).resolves.toBe(14);
  const tileText = (await tiles.allInnerTexts()).join("\n");
  for (const label of ["Hosting", "Accounting", "Online invitations"]) expect(tileText).toContain(label);
  for (const group of categoriesPage.groups) {
    const region = page.getByRole("region", { name: group.heading, exact: true });
    const links = await region.getByRole("link").evaluateAll((nodes) => nodes.map((node) => [node.textContent, node.getAttribute("href")]));
    expect(links).toEqual(group.links.map((link) => [link.label, link.to]));
  }
  const development = categoriesPage.groups.find((group) => group.heading === "Development");
  expect(development?.links.map((link) => link.label)).toEqual([
    "Code Editors",
    "Project Management Tools",
    "Version Control",
    "API Testing Tools",
    "Database Tools",
  ]);
  await page.context().close();
});

it("/trending: every trending list as a ranked card linking to its list", async () => {
  const { page } = await openPage(browser(), { javaScriptEnabled: false });
  await page.goto("/trending");
  const cards = page.locator("main article");
  await expect(cards.count()).resolves.toBe(trending.items.length);
  await expect(cards.getByRole("link", { name: /^See the Top 5/ }).evaluateAll((links) => links.map((link) => link.getAttribute("href")))).resolves.toEqual(
    trending.items.map((item) => item.list),
  );
  await page.context().close();
});
