/**
 * The sample of pages (tests/support/sample.ts) in a real browser with both third-party hosts blocked, as on these
 * machines and for readers with blockers: hydration with no error or CSP violation, no layout shift, no axe
 * violation at 360 px and 1280 px in the light and the dark scheme, a clean printout; and no photo fetched early unless it is on the first
 * screen. Each page loads once: the dark scheme and print are switched on in the page already loaded.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "../support/site-test";
import {
  axeViolations,
  isBlockedRequestNote,
  layoutShift,
  pageColors,
  settled,
  switchColorScheme,
} from "../support/browser";
import { samplePages } from "../support/sample";

/**
 * The narrowest usual line on paper: A4 portrait with 2.5 cm margins (160 mm) or Letter with 1 inch (6.5 in), about
 * 600 px. What fits there fits with a browser's default margins too; on screen, the comparison table does not.
 */
const PAPER_WIDTH = 600;
/** The narrowest phone we design for, and the usual wide screen. */
const PHONE_WIDTH = 360;
const WIDE_WIDTH = 1280;

/** What the printout shows that it should not, and how wide it is. */
function printout(page: Page) {
  return page.evaluate(() => {
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""} ${element.getAttribute("href") ?? ""}`.trim();
    return {
      // Navigation, search, the menu, sponsored blocks and jump links mean nothing on paper; a link within the page
      // that is also the text of the page (a pick's name in the summary) prints as plain text.
      controls: [
        ...document.querySelectorAll(
          'nav, header [role="search"], header summary, aside.sponsored-slot, main a[href^="#"]:not([data-print-as-text])',
        ),
      ]
        .filter((element) => element.checkVisibility())
        .map(name),
      // A box that scrolls sideways on screen must show all of itself on paper.
      cutOff: [...document.querySelectorAll("main *")]
        .filter(
          (element) =>
            getComputedStyle(element).overflowX !== "visible" &&
            element.clientWidth > 1 &&
            element.scrollWidth > element.clientWidth + 1,
        )
        .map(name),
      width: document.documentElement.scrollWidth,
      // An outbound link prints its address after its text, unless the text is the address; other links add nothing.
      wrongAddresses: [...document.querySelectorAll("main a[href]")]
        .filter((link) => link.checkVisibility())
        .flatMap((link) => {
          const href = link.getAttribute("href") ?? "";
          const expected = href.startsWith("http") && link.textContent?.trim() !== href ? `" (${href})"` : "none";
          const shown = getComputedStyle(link, "::after").content;
          return shown === expected ? [] : [`${href}: ${shown}`];
        }),
    };
  });
}

for (const path of samplePages())
  test.describe(path, () => {
    test("hydrates with no error or CSP violation, never shifts its layout, passes axe (WCAG 2.2 AA) at 360 and 1280 px in both color schemes and prints cleanly", async ({
      openPage,
    }) => {
      const { page, errors } = await openPage({ blockThirdParties: true });
      await page.goto(path);
      await settled(page);
      expect(errors.filter((error) => !isBlockedRequestNote(error))).toEqual([]);
      expect(await layoutShift(page)).toBe(0);

      const light = await pageColors(page);
      // A phone and a wide screen, each in both schemes: at 360 px tables, the menu and cards lay out otherwise.
      for (const width of [PHONE_WIDTH, WIDE_WIDTH]) {
        await page.setViewportSize({ width, height: 720 });
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          `${width}px: nothing widens the page`,
        ).toBe(width);
        await switchColorScheme(page, "light");
        expect(await axeViolations(page), `${width}px, light`).toEqual([]);
        await switchColorScheme(page, "dark");
        const dark = await pageColors(page);
        expect(dark.background, "the dark scheme applies").not.toBe(light.background);
        expect(dark.text, "the dark scheme applies").not.toBe(light.text);
        expect(await axeViolations(page), `${width}px, dark`).toEqual([]);
      }

      // Printed from the dark scheme, on wide (landscape) paper and on the narrowest paper.
      await page.emulateMedia({ media: "print" });
      expect(await pageColors(page), "paper gets the light colors").toEqual(light);
      const wide = await printout(page);
      expect(wide.controls).toEqual([]);
      expect(wide.wrongAddresses).toEqual([]);
      await page.setViewportSize({ width: PAPER_WIDTH, height: 720 });
      expect(await printout(page)).toEqual({ controls: [], cutOff: [], width: PAPER_WIDTH, wrongAddresses: [] });
    });

    test("fetches a photo early only if it is on the first screen, on a phone and on a wide screen", async ({
      openPage,
    }) => {
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
        for (const image of early)
          expect(image.top, `${viewport.width}px: "${image.alt}"`).toBeLessThan(viewport.height);
        expect(await page.locator('link[rel="preload"][as="image"]').count()).toBe(early.length);
      }
    });
  });
