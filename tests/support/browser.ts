/**
 * What the e2e tests read of a page in the browser: hydration, a settled page, layout shift, axe's violations and
 * the colors drawn. Every wait is for a condition of the page itself. The fixtures are in site-test.ts.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "@playwright/test";

/** Console lines Chrome writes for a third-party request a test blocked on purpose. */
export const isBlockedRequestNote = (text: string) =>
  text.startsWith("Failed to load resource: net::ERR_BLOCKED_BY_CLIENT");

/**
 * Resolves once React has hydrated the page: hydration attaches React's fiber to each element it adopts, so
 * <body> and <main> carrying one is the condition itself, not a guess from network activity.
 */
export async function hydrated(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [document.body, document.querySelector("main")].every(
          (element) => element && Object.keys(element).some((key) => key.startsWith("__reactFiber$")),
        ),
      ),
    )
    .toBe(true);
}

/**
 * Resolves once the page is hydrated and every image it fetches at once has loaded or failed (a failed photo is
 * replaced by a box of the same size), then lets the browser lay out and paint that state. A lazy photo far below
 * the screen is never fetched here; it loads later into a box of fixed size.
 */
export async function settled(page: Page) {
  await hydrated(page);
  await expect
    .poll(() => page.evaluate(() => [...document.images].every((image) => image.complete || image.loading === "lazy")))
    .toBe(true);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Cumulative layout shift since the page started loading: every shift without recent input, read at once. */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => {
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type: "layout-shift", buffered: true });
    const shifts = observer.takeRecords() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>;
    observer.disconnect();
    return shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0);
  });
}

/** axe's WCAG 2.2 AA rules on the page as it is drawn now: one line per violation, naming the elements. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

/**
 * Switches the loaded page to a color scheme, as the reader's system setting would, and resolves once the color
 * transitions the switch started (a tile's hover border, say) have finished, so what is measured next is the
 * scheme's own colors, never a color halfway between the two.
 */
export async function switchColorScheme(page: Page, colorScheme: "light" | "dark") {
  await page.emulateMedia({ colorScheme });
  // Transitions only: a scroll-driven animation (the scroll cue of a table box) never finishes on its own.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** The page's background and text colors as computed, to tell which scheme is drawn. */
export const pageColors = (page: Page) =>
  page.evaluate(() => {
    const body = getComputedStyle(document.body);
    return { background: body.backgroundColor, text: body.color };
  });
