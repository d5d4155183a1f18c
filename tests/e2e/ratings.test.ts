/** 'Compare the five' and the score breakdowns in a real browser, on a phone and a desktop, for the sampled lists. */
import { describe, expect, it } from "vitest";
import site from "../../app/content/site-text";
import { openPage, setUpBrowser } from "../support/browser";
import { sampleOf } from "../support/sample";

setUpBrowser();

describe.each(sampleOf("list"))("%s", (path) => {
  it.each([360, 1280])(
    "at %ipx the page never scrolls sideways; 'Compare the five' scrolls inside its box, criterion column pinned, with a cue while more is out of view",
    async (width) => {
      const { page } = await openPage({ javaScriptEnabled: false, viewport: { width, height: 800 } });
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const box = page.getByRole("region", { name: site.compare.scrollLabel });
      const cue = () =>
        box.evaluate((element) => Number(getComputedStyle(element.parentElement as Element, "::after").opacity));
      const hint = page.getByText(site.compare.scrollHint);
      const pinned = box.locator("tbody th").first();
      const firstPick = box.locator("tbody td").first();
      const before = { pinned: await pinned.boundingBox(), pick: await firstPick.boundingBox() };
      const overflow = await box.evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(overflow > 0, "scrolls sideways").toBe(width === 360);
      // A scroll timeline moves its animation in the next frame's update, not at the scroll itself: poll for it.
      await expect.poll(cue, { message: "edge shadow before scrolling" }).toBe(overflow > 0 ? 1 : 0);
      expect(await hint.isVisible(), "the hint above the table").toBe(overflow > 0);
      await box.evaluate((element) => element.scrollBy(200, 0));
      const after = { pinned: await pinned.boundingBox(), pick: await firstPick.boundingBox() };
      expect(after.pinned?.x).toBe(before.pinned?.x);
      if (overflow > 0) expect(after.pick?.x).toBeLessThan(before.pick?.x ?? 0);
      await box.evaluate((element) => element.scrollBy(element.scrollWidth, 0));
      await expect.poll(cue, { message: "no shadow once the last pick is in view" }).toBe(0);
    },
  );

  it.each([360, 1280])(
    "at %ipx each breakdown fits its box with its caption whole and every reason in view, and stays a table",
    async (width) => {
      const { page } = await openPage({ javaScriptEnabled: false, viewport: { width, height: 800 } });
      await page.goto(path);
      const cdp = await page.context().newCDPSession(page);
      const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
      const { nodeIds } = await cdp.send("DOM.querySelectorAll", {
        nodeId: root.nodeId,
        selector: "section[id^='review-'] table",
      });
      expect(nodeIds).toHaveLength(5);
      for (const [index, table] of (await page.locator("section[id^='review-'] table").all()).entries()) {
        const fit = await table.evaluate((element) => {
          const box = (element.parentElement as Element).getBoundingClientRect();
          const inside = (child: Element) => {
            const rect = child.getBoundingClientRect();
            return (
              rect.left >= box.left - 0.5 && rect.right <= box.right + 0.5 && child.scrollWidth <= child.clientWidth + 1
            );
          };
          const cutOff = [...element.querySelectorAll("th, td")].filter(
            (cell) => cell.checkVisibility() && !inside(cell),
          );
          return {
            caption: inside(element.querySelector("caption") as Element),
            cutOff: cutOff.map((cell) => (cell as HTMLElement).innerText),
          };
        });
        expect(fit, `breakdown ${index + 1}`).toEqual({ caption: true, cutOff: [] });
        // Chromium's accessibility tree, not the DOM: a table, its caption, a row per criterion plus head and foot.
        const roles: Record<string, number> = {};
        for (const role of ["table", "caption", "row", "rowheader", "columnheader"])
          roles[role] = (
            await cdp.send("Accessibility.queryAXTree", { nodeId: nodeIds[index] as number, role })
          ).nodes.length;
        const criteria = await table.locator("tbody tr").count();
        expect(roles, `breakdown ${index + 1}`).toEqual({
          table: 1,
          caption: 1,
          row: criteria + 2,
          rowheader: criteria + 1,
          columnheader: 4,
        });
      }
    },
  );

  it("each breakdown's weighted scores give the rating shown beside it", async () => {
    const { page } = await openPage({ javaScriptEnabled: false });
    await page.goto(path);
    const reviews = await page.locator("section[id^='review-']").all();
    expect(reviews).toHaveLength(5);
    for (const review of reviews) {
      const rows = await review
        .locator("tbody tr")
        .evaluateAll((trs) =>
          trs.map((tr) => [...tr.querySelectorAll("td")].slice(0, 2).map((td) => Number.parseFloat(td.innerText))),
        );
      const weighted = rows.reduce((sum, [weight = 0, score = 0]) => sum + weight * score, 0) / 100;
      const shown = Number(await review.locator("[data-rating]").first().getAttribute("data-rating"));
      expect(Math.round(weighted * 10 + 1e-9) / 10).toBe(shown);
      expect(rows.reduce((sum, [weight = 0]) => sum + weight, 0)).toBe(100);
    }
  });
});
