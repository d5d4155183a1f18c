/** Structured data on every page: valid for its schema.org type, only text the reader can see, and true to the content. */
import { describe, expect, it } from "vitest";
import { loadContent } from "../../app/content/content.server";
import { canonicalUrl } from "../../app/lib/seo";
import { withProducts } from "../../content/schema/lists";
import { builtPage, jsonLd, text } from "../support/built-site";
import { expectedPages } from "../support/expected";
import { SPEC_RATING_COUNTS } from "../support/spec";

const content = await loadContent();

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- parsed JSON-LD of any shape

/** Required and recommended properties we publish, per schema.org type (Google's rich-result docs). */
function problemsOf(block: Json): string[] {
  const problems: string[] = [];
  const need = (condition: unknown, what: string) => {
    if (!condition) problems.push(`${block["@type"]}: ${what}`);
  };
  need(block["@context"] === "https://schema.org", "@context");
  switch (block["@type"]) {
    case "WebSite":
      need(block.name && block.url, "name and url");
      need(
        String(block.potentialAction?.target?.urlTemplate).endsWith("/search?q={search_term_string}"),
        "SearchAction urlTemplate",
      );
      need(block.potentialAction?.["query-input"] === "required name=search_term_string", "query-input");
      break;
    case "ItemList":
      need(block.name, "name");
      need(Array.isArray(block.itemListElement) && block.itemListElement.length === 5, "five itemListElement");
      for (const [index, element] of (block.itemListElement ?? []).entries()) {
        need(element["@type"] === "ListItem" && element.position === index + 1, `ListItem position ${index + 1}`);
        const item = element.item ?? {};
        need(
          ["SoftwareApplication", "MobileApplication", "Product", "FinancialProduct", "TVSeries"].includes(
            item["@type"],
          ),
          "item type",
        );
        need(item.name && item.description && item.image, "item name, description, image");
        const rating = item.aggregateRating ?? {};
        need(rating["@type"] === "AggregateRating", "aggregateRating");
        need(
          rating.ratingValue >= 1 && rating.ratingValue <= 5 && rating.bestRating === 5 && rating.worstRating === 1,
          "rating scale",
        );
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
      for (const [index, element] of (block.itemListElement ?? []).entries())
        need(element.position === index + 1 && element.name && /^https:\/\//.test(element.item), `crumb ${index + 1}`);
      break;
    default:
      problems.push(`unexpected type ${block["@type"]}`);
  }
  return problems;
}

/** The human-readable strings of a block: each must be text the reader can see on the page. */
function readableStrings(value: unknown, key = ""): string[] {
  if (typeof value === "string") return ["name", "headline", "description"].includes(key) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => readableStrings(item, key));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([child, item]) => readableStrings(item, child));
  return [];
}

describe.each(expectedPages().map((page) => [page.path, page] as const))("%s", (path, expected) => {
  it("publishes valid structured data that shows only visible text, and breadcrumbs that match the visible trail", () => {
    const { document } = builtPage(path);
    const blocks = jsonLd(document) as Json[];
    expect(blocks.flatMap(problemsOf)).toEqual([]);
    const visible = text(document.body);
    expect(
      blocks
        .flatMap((block) => readableStrings(block))
        .filter((string) => !visible.includes(string.replace(/\s+/g, " "))),
    ).toEqual([]);

    const trail = blocks.find((block) => block["@type"] === "BreadcrumbList");
    expect(Boolean(trail)).toBe(expected.kind === "list" || expected.kind === "guide");
    if (trail) {
      const crumbs = [...document.querySelectorAll('nav[aria-label="Breadcrumb"] li')].map(text);
      expect(crumbs).toEqual(trail.itemListElement.map((element: Json) => element.name));
      expect(trail.itemListElement.at(-1).item).toBe(canonicalUrl(path));
    }
    if (path === "/") expect(blocks.map((block) => block["@type"])).toContain("WebSite");
  });
});

/** Each list as its page shows it, with its products' names. */
const lists = content.pagesOf("list").map((page) => [page.path, withProducts(page.data, content.lookup)] as const);

describe.each(lists)("%s", (path, list) => {
  it("publishes the ItemList of its five entries with their ratings and the spec's rating count", () => {
    const itemList = jsonLd(builtPage(path).document).find((block) => block["@type"] === "ItemList") as Json;
    expect(
      itemList.itemListElement.map((element: Json) => [
        element.position,
        element.item.name,
        element.item.aggregateRating.ratingValue,
      ]),
    ).toEqual(list.entries.map((entry) => [entry.rank, entry.title, entry.rating]));
    for (const element of itemList.itemListElement) {
      expect(element.item["@type"]).toBe(list.itemType);
      expect(element.item.aggregateRating.ratingCount).toBe(SPEC_RATING_COUNTS[path] ?? list.ratingCount);
    }
  });
});

describe.each(content.pagesOf("guide").map((page) => [page.path, page.data] as const))("%s", (path, guide) => {
  it("publishes an Article with the guide's headline, description, photo and dates", () => {
    const article = jsonLd(builtPage(path).document).find((block) => block["@type"] === "Article") as Json;
    expect(article).toMatchObject({
      headline: guide.title,
      description: guide.meta.description,
      image: guide.hero.url,
      datePublished: guide.published,
      dateModified: guide.updated,
    });
  });
});
