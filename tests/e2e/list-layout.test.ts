/** A ranked page's layout on a phone and a wide screen, for the sampled lists: what comes first, and the right column. */
import { content, rated, site } from "../support/content";
import { expect, test } from "../support/site-test";
import { hydrated } from "../support/browser";
import { sampleOf } from "../support/sample";

const top = (page: import("@playwright/test").Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => element.getBoundingClientRect().top + window.scrollY);

for (const path of sampleOf("list"))
  test.describe(path, () => {
    test("on a phone: the summary leads to each card, and how the list was made comes before the detailed reviews and Must Reads", async ({
      openPage,
    }) => {
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

    test("on a wide screen: Must Reads follow the method box in the right column, and the jump list stays in view beside the reviews", async ({
      openPage,
    }) => {
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
      const reviews = await jump
        .getByRole("link")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      const reviewIds = await page
        .locator("section[id^='review-']")
        .evaluateAll((sections) => sections.map((section) => `#${section.id}`));
      expect(reviews).toEqual([...reviewIds, "#compare-heading"]);
      await page.locator("section[id^='review-']").last().scrollIntoViewIfNeeded();
      const jumpBox = await jump.boundingBox();
      expect(jumpBox && jumpBox.y >= 0 && jumpBox.y + jumpBox.height <= 800, "in view beside the last review").toBe(
        true,
      );
    });
  });

for (const path of sampleOf("list"))
  test(`${path} on a phone shows Compare the five's hidden header row while a keyboard focuses a pick's link to its page`, async ({
    openPage,
  }) => {
    const { page } = await openPage({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
    await page.goto(path);
    const header = page.locator("#compare-heading ~ div thead");
    const names = header.locator("a");
    expect(await names.count()).toBe(5);
    const height = () => header.evaluate((row) => row.getBoundingClientRect().height);
    expect(await height(), "hidden from view").toBeLessThanOrEqual(1);
    await names.first().focus();
    expect(await height(), "shown while a link in it has the focus").toBeGreaterThan(24);
  });

// A provisional list may not have rubrics yet (its note says so); the others publish one for each criterion.
const withRubrics = sampleOf("list").flatMap((path) => {
  const page = content.byPath.get(path);
  if (page?.kind !== "list") throw new Error(`${path} is not a list`);
  const rubrics = rated(page.data, content.lookup).methodology.criteria.filter((criterion) => criterion.steps.length);
  return rubrics.length ? [[path, rubrics.length] as const] : [];
});

for (const [path, expected] of withRubrics)
  test(`${path} folds each criterion's rubric on a phone, where a tap opens it, and shows every rubric open on a wide screen`, async ({
    openPage,
  }) => {
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
  });

/** A phone's screen, as the reader's read of the lists measured it. */
const PHONE = { width: 360, height: 780 };

for (const path of content.pagesOf("list").map((page) => page.path))
  test.describe(`${path} on a phone`, () => {
    test("shows the first pick's name and rating within the first two screens, above a photo no taller than a third of one", async ({
      openPage,
    }) => {
      const { page } = await openPage({ javaScriptEnabled: false, viewport: PHONE });
      await page.goto(path);
      const card = page.locator("article.ranked-card").first();
      const [head, rating, photo] = await Promise.all([
        card.locator("h3").evaluate((h3) => h3.parentElement!.getBoundingClientRect().bottom + window.scrollY),
        card.locator("[data-rating]").evaluate((node) => node.getBoundingClientRect().bottom + window.scrollY),
        card
          .locator("img, [role=img]")
          .first()
          .evaluate((node) => node.parentElement!.getBoundingClientRect()),
      ]);
      expect(head, "the name and the rating").toBeLessThanOrEqual(2 * PHONE.height);
      expect(rating, "the rating").toBeLessThanOrEqual(2 * PHONE.height);
      expect(photo.height, "the photo").toBeLessThanOrEqual(PHONE.height / 3);
      const title = await card.locator("h3").evaluate((h3) => h3.getBoundingClientRect().bottom);
      expect(title, "the name above the photo").toBeLessThanOrEqual(photo.top + 1);
    });
  });

for (const path of sampleOf("list"))
  test.describe(`${path}: What matters to you? from the top`, () => {
    test("is a tap away within the first two screens, and a preset's result shows in view", async ({ openPage }) => {
      const { page } = await openPage({ blockThirdParties: true, viewport: PHONE });
      await page.goto(path);
      await hydrated(page);
      const link = page.getByRole("link", { name: content.lookup.priorities.link });
      const linkBottom = await link.evaluate((node) => node.getBoundingClientRect().bottom + window.scrollY);
      expect(linkBottom).toBeLessThanOrEqual(2 * PHONE.height);
      await link.click();
      await expect
        .poll(() => page.locator("#priorities").evaluate((box) => (box as HTMLDetailsElement).open))
        .toBe(true);
      const list = content.byPath.get(path);
      if (list?.kind !== "list") throw new Error(`${path} is not a list`);
      await page.getByRole("button", { name: list.data.presets[0]!.label }).click();
      const result = page.locator("#priorities ol");
      await expect.poll(() => result.evaluate((ol) => ol.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
      expect(await result.evaluate((ol) => ol.getBoundingClientRect().top), "the ranking starts in view").toBeLessThan(
        PHONE.height,
      );
    });
  });
