/** A ranked page's layout on a phone and a wide screen, for the sampled lists: what comes first, and the right column. */
import { describe, expect, it } from "vitest";
import { loadContent } from "../../app/content/content.server";
import { rated } from "../../app/content/page-kinds.server";
import site from "../../app/content/site-text";
import { openPage, setUpBrowser } from "../support/browser";
import { sampleOf } from "../support/sample";

setUpBrowser();
const content = await loadContent();

const top = (page: import("playwright-core").Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => element.getBoundingClientRect().top + window.scrollY);

describe.each(sampleOf("list"))("%s", (path) => {
  it("on a phone: the summary leads to each card, and how the list was made comes before the detailed reviews and Must Reads", async () => {
    const { page } = await openPage({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
    await page.goto(path);
    const summaryTargets = await page
      .locator("#summary-heading + ol a")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    const cardHeadings = await page
      .locator("article.ranked-card h3")
      .evaluateAll((headings) => headings.map((heading) => `#${heading.id}`));
    expect(summaryTargets).toEqual(cardHeadings);
    const [method, reviews, mustReads] = await Promise.all([
      top(page, "#methodology"),
      top(page, "#detailed-reviews"),
      top(page, "#must-reads"),
    ]);
    expect(method).toBeLessThan(reviews);
    expect(reviews).toBeLessThan(mustReads);
    expect(
      await page.getByRole("navigation", { name: site.list.jumpToPick }).isVisible(),
      "no jump list: the summary does its work",
    ).toBe(false);
  });

  it("on a wide screen: Must Reads follow the method box in the right column, and the jump list stays in view beside the reviews", async () => {
    const { page } = await openPage({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    await page.goto(path);
    const method = page.getByRole("complementary", { name: site.list.sidebarLabel });
    const more = page.getByRole("complementary", { name: site.list.moreLabel });
    const [methodBox, moreBox] = await Promise.all([method.boundingBox(), more.boundingBox()]);
    if (!methodBox || !moreBox) throw new Error("a side box is missing");
    expect(moreBox.x, "the same column").toBe(methodBox.x);
    expect(
      moreBox.y - (methodBox.y + methodBox.height),
      "no gap between the two boxes but the grid's",
    ).toBeLessThanOrEqual(40);
    const jump = page.getByRole("navigation", { name: site.list.jumpToPick });
    const reviews = await jump.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    const reviewIds = await page
      .locator("section[id^='review-']")
      .evaluateAll((sections) => sections.map((section) => `#${section.id}`));
    expect(reviews).toEqual([...reviewIds, "#compare-heading"]);
    await page.locator("section[id^='review-']").last().scrollIntoViewIfNeeded();
    const jumpBox = await jump.boundingBox();
    expect(jumpBox && jumpBox.y >= 0 && jumpBox.y + jumpBox.height <= 800, "in view beside the last review").toBe(true);
  });
});

// A provisional list may not have rubrics yet (its note says so); the others publish one for each criterion.
const withRubrics = sampleOf("list").flatMap((path) => {
  const page = content.byPath.get(path);
  if (page?.kind !== "list") throw new Error(`${path} is not a list`);
  const rubrics = rated(page.data, content.lookup).methodology.criteria.filter((criterion) => criterion.steps.length);
  return rubrics.length ? [[path, rubrics.length] as const] : [];
});

it.each(withRubrics)(
  "%s folds each criterion's rubric on a phone, where a tap opens it, and shows every rubric open on a wide screen",
  async (path, expected) => {
    const { page } = await openPage({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
    await page.goto(path);
    const rubrics = page.locator("#methodology ~ ul details.rubric");
    expect(await rubrics.count()).toBe(expected);
    const firstStep = rubrics.first().locator("dd").first();
    expect(await firstStep.isVisible(), "folded on a phone").toBe(false);
    await rubrics.first().locator("summary").click();
    expect(await firstStep.isVisible(), "a tap opens it").toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.reload();
    for (let index = 0; index < expected; index++)
      expect(await rubrics.nth(index).locator("dd").first().isVisible(), `rubric ${index + 1} open`).toBe(true);
  },
);
