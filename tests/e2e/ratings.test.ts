/** 'Compare the five' and the score breakdowns in a real browser, on a phone and a desktop, for the sampled lists. */
import { describe, expect, it } from "vitest";
import site from "../../content/site";
import { openPage, setUpBrowser } from "../support/browser";
import { sampleOf } from "../support/sample";

setUpBrowser();

describe.each(sampleOf("list"))("%s", (path) => {
  it.each([360, 1280])("at %ipx the page never scrolls sideways; the table scrolls inside its box with the criterion column pinned", async (width) => {
    const { page } = await openPage({ javaScriptEnabled: false, viewport: { width, height: 800 } });
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const box = page.getByRole("region", { name: site.compare.scrollLabel });
    const pinned = box.locator("tbody th").first();
    const firstPick = box.locator("tbody td").first();
    const before = { pinned: await pinned.boundingBox(), pick: await firstPick.boundingBox() };
    const overflow = await box.evaluate((element) => element.scrollWidth - element.clientWidth);
    if (width === 360) expect(overflow).toBeGreaterThan(0);
    await box.evaluate((element) => element.scrollBy(200, 0));
    const after = { pinned: await pinned.boundingBox(), pick: await firstPick.boundingBox() };
    expect(after.pinned?.x).toBe(before.pinned?.x);
    if (overflow > 0) expect(after.pick?.x).toBeLessThan(before.pick?.x ?? 0);
  });

  it("each breakdown's weighted scores give the rating shown beside it", async () => {
    const { page } = await openPage({ javaScriptEnabled: false });
    await page.goto(path);
    const reviews = await page.locator("section[id^='review-']").all();
    expect(reviews).toHaveLength(5);
    for (const review of reviews) {
      const rows = await review
        .locator("tbody tr")
        .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll("td")].slice(0, 2).map((td) => Number.parseFloat(td.innerText))));
      const weighted = rows.reduce((sum, [weight = 0, score = 0]) => sum + weight * score, 0) / 100;
      const shown = Number(await review.locator("[data-rating]").first().getAttribute("data-rating"));
      expect(Math.round(weighted * 10 + 1e-9) / 10).toBe(shown);
      expect(rows.reduce((sum, [weight = 0]) => sum + weight, 0)).toBe(100);
    }
  });
});
