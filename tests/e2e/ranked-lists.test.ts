/** Every ranked page, checked against its content file and the spec's fixed figures. */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { RankedList } from "../../content/schema";
import { browserPerFile, openPage } from "./browser";

const lists = Object.values(import.meta.glob<RankedList>("/content/lists/*.ts", { eager: true, import: "default" }));

/** Spec §3: the fixed rating count of each list page's structured data. */
const SPEC_RATING_COUNTS: Record<string, number> = {
  "/category/development": 15000,
  "/category/business": 9000,
  "/category/lifestyle": 8000,
  "/category/home": 6000,
  "/category/dating": 10000,
  "/category/mobile-plans": 7000,
  "/category/banking": 5000,
  "/category/tv-services": 9000,
  "/category/credit-cards": 7000,
  "/category/therapy": 11000,
  "/category/vpn": 12000,
  "/category/hosting": 8000,
  "/category/accounting": 1000,
  "/evite-alternatives": 5000,
  "/asana-alternatives": 10000,
};

const browser = browserPerFile();

async function jsonLdBlocks(page: Page): Promise<Array<Record<string, unknown>>> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

describe.each(lists.map((list) => [list.path, list] as const))("%s", (path, list) => {
  it("shows five cards in rank order with the sponsored slot between cards 3 and 4", async () => {
    const { page } = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto(path);
    const sequence = await page
      .locator("article.ranked-card, aside.sponsored-slot")
      .evaluateAll((nodes) =>
        nodes.map((node) => (node.matches(".ranked-card") ? `card ${node.getAttribute("data-rank")}` : `ad ${node.getAttribute("data-placement")}`)),
      );
    expect(sequence).toEqual(["card 1", "card 2", "card 3", "ad thumbnails-a", "card 4", "card 5", "ad thumbnails-b"]);
    const titles = await page.locator("article.ranked-card h3").allInnerTexts();
    expect(titles.map((title) => title.replace(/^Number \d:\s*/, "").trim())).toEqual(list.entries.map((entry) => entry.title));
    const adIds = await page.locator("aside.sponsored-slot [id]").evaluateAll((nodes) => nodes.map((node) => node.id));
    expect(new Set(adIds).size).toBe(2);
    await expect(page.locator("aside.sponsored-slot").first().getByText("Advertisement").count()).resolves.toBe(4);
    await page.context().close();
  });

  it("links each card to its detailed review and its vendor in a new tab", async () => {
    const { page } = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto(path);
    const cards = page.locator("article.ranked-card");
    for (const [index, entry] of list.entries.entries()) {
      const card = cards.nth(index);
      const learnMore = await card.getByRole("link", { name: /^Learn More/ }).getAttribute("href");
      expect(learnMore).toMatch(/^#review-/);
      await expect(page.locator(`[id="${(learnMore ?? "").slice(1)}"]`).count()).resolves.toBe(1);
      const visit = card.getByRole("link", { name: /^Visit Site/ });
      if (entry.link === "#") {
        await expect(visit.count()).resolves.toBe(0);
      } else {
        await expect(visit.getAttribute("href")).resolves.toBe(entry.link);
        await expect(visit.getAttribute("target")).resolves.toBe("_blank");
        await expect(visit.getAttribute("rel")).resolves.toBe("sponsored noopener noreferrer");
      }
      await expect(card.getByText("Top Features:").count()).resolves.toBe(1);
      await expect(card.locator("li").allInnerTexts()).resolves.toEqual(entry.pros);
    }
    await expect(page.getByRole("heading", { name: "Detailed Reviews" }).count()).resolves.toBe(1);
    await page.context().close();
  });

  it("publishes an ItemList whose ratings match the visible ones and the spec's rating count", async () => {
    const { page } = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto(path);
    const itemList = (await jsonLdBlocks(page)).find((block) => block["@type"] === "ItemList") as
      { itemListElement: Array<{ position: number; item: { name: string; aggregateRating: Record<string, number> } }> } | undefined;
    expect(itemList).toBeDefined();
    const elements = itemList?.itemListElement ?? [];
    expect(elements.map((element) => element.position)).toEqual([1, 2, 3, 4, 5]);
    const visible = await page
      .locator("article.ranked-card [data-rating]")
      .evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute("data-rating"))));
    expect(elements.map((element) => element.item.aggregateRating.ratingValue)).toEqual(visible);
    for (const { item } of elements) {
      expect(item.aggregateRating).toMatchObject({ bestRating: 5, worstRating: 1 });
      if (SPEC_RATING_COUNTS[path] !== undefined) expect(item.aggregateRating.ratingCount).toBe(SPEC_RATING_COUNTS[path]);
    }
    await expect(
      page
        .locator("article.ranked-card")
        .first()
        .getByText(/out of 5$/)
        .count(),
    ).resolves.toBe(1);
    await page.context().close();
  });

  it("lists three Must Reads: links where the content gives a page, 'Coming soon' where it gives '#'", async () => {
    const { page } = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto(path);
    const section = page.locator("section[aria-labelledby='must-reads']");
    const items = section.locator("li");
    await expect(items.count()).resolves.toBe(3);
    for (const [index, item] of list.mustReads.entries()) {
      const link = items.nth(index).getByRole("link");
      if (item.to === "#") {
        await expect(link.count()).resolves.toBe(0);
        await expect(items.nth(index).innerText()).resolves.toContain("Coming soon");
      } else {
        await expect(link.getAttribute("href")).resolves.toBe(item.to);
      }
    }
    await page.context().close();
  });
});

/** Spec §2 and §9: what the four stand-alone ranked pages must show. */
describe("the stand-alone ranked pages", () => {
  async function visibleRatings(path: string) {
    const { page } = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto(path);
    const ratings = await page
      .locator("article.ranked-card [data-rating]")
      .evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute("data-rating"))));
    const headings = await page.locator("main h2, main h3").allInnerTexts();
    return { page, ratings, headings };
  }

  it("/netflix-shows: 'Back to Home', the spec's title and headings", async () => {
    const { page, headings } = await visibleRatings("/netflix-shows");
    await expect(page.getByRole("link", { name: "Back to Home" }).getAttribute("href")).resolves.toBe("/");
    await expect(page.locator("h1").innerText()).resolves.toBe("Best Shows on Netflix to Binge Watch This Weekend");
    expect(headings).toEqual(expect.arrayContaining(["Our Top 5 Best Netflix Shows", "Top 5 Shows for Adults"]));
    await page.context().close();
  });

  it("/asana-alternatives: ratings 4.7, 4.7, 4.5, 4.5, 4.6 and a 'Why Teams Switch' section", async () => {
    const { page, ratings, headings } = await visibleRatings("/asana-alternatives");
    expect(ratings).toEqual([4.7, 4.7, 4.5, 4.5, 4.6]);
    expect(headings).toContain("Why Teams Switch");
    await page.context().close();
  });

  it("/flight-booking: ratings 4.9 to 4.5, a quick summary, 'How We Ranked' and a pro tip", async () => {
    const { page, ratings, headings } = await visibleRatings("/flight-booking");
    expect(ratings).toEqual([4.9, 4.8, 4.7, 4.6, 4.5]);
    expect(headings).toEqual(expect.arrayContaining(["Quick Summary", "How We Ranked", "Pro Tip", "Detailed Reviews"]));
    await page.context().close();
  });

  it("/evite-alternatives: five invitation platforms with Must Reads and detailed reviews", async () => {
    const { page, ratings, headings } = await visibleRatings("/evite-alternatives");
    expect(ratings).toHaveLength(5);
    expect(headings).toEqual(expect.arrayContaining(["Must Reads", "Detailed Reviews"]));
    await page.context().close();
  });
});
