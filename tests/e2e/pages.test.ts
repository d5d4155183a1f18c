/**
 * The sample of pages (tests/support/sample.ts) in a real browser with both third-party hosts blocked, as on these
 * machines and for readers with blockers: hydration with no error or CSP violation, no layout shift, no axe
 * violation; and no photo fetched early unless it is on the first screen.
 */
import AxeBuilder from "@axe-core/playwright";
import { describe, expect, it } from "vitest";
import { isBlockedRequestNote, layoutShift, openPage, settled, setUpBrowser } from "../support/browser";
import { samplePages } from "../support/sample";

setUpBrowser();

describe.each(samplePages())("%s", (path) => {
  it("hydrates with no error or CSP violation, never shifts its layout, and passes axe (WCAG 2.2 AA)", async () => {
    const { page, errors } = await openPage({ blockThirdParties: true });
    await page.goto(path);
    await settled(page);
    expect(errors.filter((error) => !isBlockedRequestNote(error))).toEqual([]);
    expect(await layoutShift(page)).toBe(0);
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
  });

  it("fetches a photo early only if it is on the first screen, on a phone and on a wide screen", async () => {
    for (const viewport of [
      { width: 412, height: 823 },
      { width: 1280, height: 720 },
    ]) {
      const { page } = await openPage({ javaScriptEnabled: false, viewport });
      await page.goto(path);
      const early = await page.evaluate(() =>
        [...document.images]
          .filter((image) => image.loading !== "lazy" || image.fetchPriority === "high")
          .map((image) => ({ alt: image.alt, top: Math.round(image.getBoundingClientRect().top) })),
      );
      for (const image of early) expect(image.top, `${viewport.width}px: "${image.alt}"`).toBeLessThan(viewport.height);
      expect(await page.locator('link[rel="preload"][as="image"]').count()).toBe(early.length);
    }
  });
});
