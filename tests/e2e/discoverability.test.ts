/** Sitemap, robots.txt, social cards, breadcrumbs and valid structured data on every built page. */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseURL, browserPerFile, openPage } from "./browser";
import { builtPagePaths } from "./site";

const paths = builtPagePaths();
const browser = browserPerFile();

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- parsed JSON-LD of any shape

it("the sitemap lists every built page once, by canonical URL, with a last-modified date; robots.txt names it", async () => {
  const xml = await (await fetch(`${baseURL()}/sitemap.xml`)).text();
  const entries = [...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>\s*<lastmod>([^<]+)<\/lastmod>\s*<\/url>/g)];
  const locs = entries.map((match) => new URL(match[1] ?? "").pathname);
  expect([...locs].sort()).toEqual([...paths].sort());
  for (const match of entries) expect(match[2]).toMatch(/^\d{4}-\d{2}(-\d{2})?$/);
  const robots = await (await fetch(`${baseURL()}/robots.txt`)).text();
  expect(robots).toMatch(/^User-agent: \*\nAllow: \//);
  expect(robots).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
});

/** Required and recommended properties we publish, per schema.org type (Google's rich-result docs). */
function checkBlock(block: Json, problems: string[], where: string) {
  const need = (condition: unknown, what: string) => {
    if (!condition) problems.push(`${where} ${block["@type"]}: ${what}`);
  };
  need(block["@context"] === "https://schema.org", "@context");
  switch (block["@type"]) {
    case "WebSite":
      need(block.name && block.url, "name and url");
      need(String(block.potentialAction?.target?.urlTemplate).includes("{search_term_string}"), "SearchAction urlTemplate");
      need(block.potentialAction?.["query-input"] === "required name=search_term_string", "query-input");
      break;
    case "ItemList":
      need(block.name, "name");
      need(Array.isArray(block.itemListElement) && block.itemListElement.length === 5, "five itemListElement");
      for (const [index, element] of (block.itemListElement ?? []).entries()) {
        need(element["@type"] === "ListItem" && element.position === index + 1, `ListItem position ${index + 1}`);
        const item = element.item ?? {};
        need(["SoftwareApplication", "MobileApplication", "Product", "FinancialProduct", "TVSeries"].includes(item["@type"]), "item type");
        need(item.name && item.description && item.image, "item name, description, image");
        const rating = item.aggregateRating ?? {};
        need(rating["@type"] === "AggregateRating", "aggregateRating");
        need(rating.ratingValue >= 1 && rating.ratingValue <= 5 && rating.bestRating === 5 && rating.worstRating === 1, "rating scale");
        need(Number.isInteger(rating.ratingCount) && rating.ratingCount > 0, "ratingCount");
        if (/Application$/.test(item["@type"])) need(item.applicationCategory, "applicationCategory");
      }
      break;
    case "Article":
      need(block.headline && block.headline.length <= 110, "headline (110 characters at most)");
      need(block.image && block.datePublished && block.dateModified, "image and dates");
      need(block.author?.["@type"] === "Organization" && block.author?.name, "Organization author");
      break;
    case "BreadcrumbList":
      need(Array.isArray(block.itemListElement) && block.itemListElement.length >= 2, "two or more crumbs");
      for (const [index, element] of (block.itemListElement ?? []).entries()) {
        need(element.position === index + 1 && element.name && /^https?:\/\//.test(element.item), `crumb ${index + 1}`);
      }
      break;
    default:
      problems.push(`${where}: unexpected type ${block["@type"]}`);
  }
}

/** The human-readable strings of a block: each must be text the reader can see on the page. */
function readableStrings(value: unknown, key = ""): string[] {
  if (typeof value === "string") return ["name", "headline", "description"].includes(key) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => readableStrings(item, key));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([child, item]) => readableStrings(item, child));
  return [];
}

async function pageFacts(page: Page) {
  const blocks: Json[] = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
  const text = (await page.locator("body").innerText()).replace(/\s+/g, " ");
  return { blocks, text };
}

describe.each(paths)("%s", (path) => {
  it("has social cards, valid structured data showing only visible text, and matching breadcrumbs", async () => {
    const { page } = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto(path);
    for (const property of ["og:title", "og:description", "og:url", "og:type", "og:image", "og:image:width", "og:image:height", "og:site_name"]) {
      await expect(page.locator(`meta[property="${property}"]`).getAttribute("content"), property).resolves.toBeTruthy();
    }
    await expect(page.locator('meta[name="twitter:card"]').getAttribute("content")).resolves.toBe("summary_large_image");
    await expect(page.locator('meta[property="og:url"]').getAttribute("content")).resolves.toBe(
      await page.locator('link[rel="canonical"]').getAttribute("href"),
    );

    const { blocks, text } = await pageFacts(page);
    const problems: string[] = [];
    for (const block of blocks) checkBlock(block, problems, path);
    for (const string of blocks.flatMap((block) => readableStrings(block))) {
      if (!text.includes(string.replace(/\s+/g, " "))) problems.push(`${path}: structured data says "${string}", which the page does not show`);
    }
    expect(problems).toEqual([]);

    const isListOrGuide = blocks.some((block) => block["@type"] === "ItemList" || block["@type"] === "Article");
    const trail = blocks.find((block) => block["@type"] === "BreadcrumbList");
    expect(Boolean(trail)).toBe(isListOrGuide);
    if (trail) {
      const visible = await page.getByRole("navigation", { name: "Breadcrumb" }).locator("li").allInnerTexts();
      expect(visible.map((crumb) => crumb.trim())).toEqual(trail.itemListElement.map((element: Json) => element.name));
      expect(trail.itemListElement[0].name).toBe("Home");
      expect(new URL(trail.itemListElement.at(-1).item).pathname).toBe(path);
    }
    await page.context().close();
  });
});
