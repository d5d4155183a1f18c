/** Structured data on every page: valid for its schema.org type, only text the reader can see, and true to the content. */
import Validator, { type ValidationIssue } from "@adobe/structured-data-validator";
import { describe, expect, it } from "vitest";
import { loadContent, loadPage } from "../../app/content/content.server";
import type { SharedRouteData } from "../../app/content/page-kinds.server";
import { canonicalUrl } from "../../app/lib/site";
import { builtPage, jsonLd, text } from "../support/built-site";
import { expectedPages } from "../support/expected";

const content = await loadContent();

/** Each content page's breadcrumbs and structured data, from the route data its kind's entry gives it. */
const declared = new Map<string, SharedRouteData>(
  await Promise.all(
    content.contentPages.map(async ({ path }) => {
      const data = await loadPage(path);
      if (data.kind === "not-found") throw new Error(`${path}: no route data`);
      return [path, data] as const;
    }),
  ),
);

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- parsed JSON-LD of any shape

/** Required and recommended properties we publish, per schema.org type (Google's rich-result docs). */
function problemsOf(block: Json): string[] {
  const problems: string[] = [];
  const need = (condition: unknown, what: string) => {
    if (!condition) problems.push(`${block["@type"]}: ${what}`);
  };
  need(block["@context"] === "https://schema.org", "@context");
  // An aggregate rating or a count would claim readers' ratings we do not collect (decision 035).
  need(!/"(aggregateRating|ratingCount|reviewCount)"/.test(JSON.stringify(block)), "no aggregate rating or count");
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
        reviewedItem(element.item ?? {}, need);
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
      // A product's page publishes the product itself, reviewed by each list that ranks it.
      if (ITEM_TYPES.includes(block["@type"])) reviewedItem(block, need);
      else problems.push(`unexpected type ${block["@type"]}`);
  }
  return problems;
}

/** The types of the items a list ranks: each pick of its ItemList, and a product's page. */
const ITEM_TYPES = ["SoftwareApplication", "MobileApplication", "Product", "FinancialProduct", "TVSeries"];

/** A ranked item: its type, name, description and photo, and the editors' reviews of it, one per list. */
function reviewedItem(item: Json, need: (condition: unknown, what: string) => void) {
  need(ITEM_TYPES.includes(item["@type"]), "item type");
  need(item.name && item.description && item.image, "item name, description, image");
  const reviews: Json[] = [item.review ?? {}].flat();
  for (const review of reviews) {
    // Google's required properties of a review snippet. Nested in the item it reviews, a Review leaves out
    // itemReviewed: Google takes that item, with its name, as the one reviewed.
    need(review["@type"] === "Review" && review.itemReviewed === undefined, "review nested in its item");
    const author = review.author ?? {};
    need(
      ["Organization", "Person"].includes(author["@type"]) && author.name?.length > 0 && author.name.length < 100,
      "review author: an Organization or Person with a name under 100 characters",
    );
    const rating = review.reviewRating ?? {};
    need(
      rating["@type"] === "Rating" &&
        rating.ratingValue >= 1 &&
        rating.ratingValue <= 5 &&
        rating.bestRating === 5 &&
        rating.worstRating === 1,
      "review rating on the 1-5 scale",
    );
  }
  if (/Application$/.test(item["@type"])) need(item.applicationCategory, "applicationCategory");
}

/** The human-readable strings of a block: each must be text the reader can see on the page. */
function readableStrings(value: unknown, key = ""): string[] {
  if (typeof value === "string") return ["name", "headline", "description"].includes(key) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => readableStrings(item, key));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([child, item]) => readableStrings(item, child));
  return [];
}

/**
 * Adobe's structured-data validator checks each type against Google's rich-result rules (Review, Rating, Product,
 * ListItem, BreadcrumbList...). It gets no schema.org vocabulary, which is a download: json-ld.ts builds every block
 * with schema-dts types, so the vocabulary is checked when it compiles. A Product is held to Google's rules for a
 * product snippet, those of a page that reviews it, and not to its merchant-listing rules (offers, GTINs), which
 * are for pages that sell it: we sell nothing (decision 035).
 */
const validator = new Validator();
validator.registeredHandlers.Product = [() => import("@adobe/structured-data-validator/src/types/Product.js")];

/** The validator's warnings we accept, each with its reason; any other warning fails the test like an error. */
const ACCEPTED_WARNINGS: Record<string, string> = {
  'Missing field "datePublished" (optional)':
    "A pick's review has no date of its own: a list's changes are dated, not each review's (decision 035).",
};

/** An issue as one line: where in the block ('ItemList.itemListElement[2].item.review') and what. */
function describeIssue(issue: ValidationIssue): string {
  const where = (issue.path ?? [])
    .map((step) => (step.property ? `${step.property}${step.index === undefined ? "" : `[${step.index}]`}` : step.type))
    .join(".");
  return `${issue.severity} at ${where}: ${issue.issueMessage}`;
}

describe.each(expectedPages().map((page) => page.path))("%s", (path) => {
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

    // The fixed routes have no trail; a content page has the one its kind's entry gives it, if any.
    const crumbs = declared.get(path)?.crumbs ?? [];
    expect([...document.querySelectorAll('nav[aria-label="Breadcrumb"] li')].map(text)).toEqual(
      crumbs.map((crumb) => crumb.name),
    );
    const trail = blocks.find((block) => block["@type"] === "BreadcrumbList");
    expect(Boolean(trail)).toBe(crumbs.length > 0);
    if (trail) {
      expect(trail.itemListElement.map((element: Json) => [element.name, element.item])).toEqual(
        crumbs.map((crumb) => [crumb.name, canonicalUrl(crumb.path)]),
      );
      expect(trail.itemListElement.at(-1).item).toBe(canonicalUrl(path));
    }
    if (path === "/") expect(blocks.map((block) => block["@type"])).toContain("WebSite");
  });

  it("passes Adobe's structured-data validator with no error and no warning but those we accept", async () => {
    const byType: Record<string, Json[]> = {};
    for (const block of jsonLd(builtPage(path).document) as Json[]) (byType[block["@type"]] ??= []).push(block);
    const issues = await validator.validate({ jsonld: byType });
    expect(
      issues
        .filter((issue) => issue.severity === "ERROR" || !(issue.issueMessage in ACCEPTED_WARNINGS))
        .map(describeIssue),
    ).toEqual([]);
  });
});

describe.each([...declared])("%s", (path, { structuredData }) => {
  it("publishes exactly the structured data of its route data, which its kind's entry gives it", () => {
    expect(jsonLd(builtPage(path).document)).toEqual(JSON.parse(JSON.stringify(structuredData)));
  });
});
