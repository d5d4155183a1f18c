/**
 * Debian's Chromium driven by playwright-core. Third-party hosts are unreachable on the test machines, so every
 * test decides what they answer: the stock-photo host serves a local image and the sponsored-content provider an
 * empty loader, unless a test blocks them on purpose. Every wait is for a condition of the page itself.
 */
import AxeBuilder from "@axe-core/playwright";
import { appendFileSync } from "node:fs";
import { join } from "node:path";
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type Route,
} from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, inject } from "vitest";
import { PHOTO_HOST, SPONSORED_HOST } from "../../app/lib/third-party-hosts";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../scripts/chromium.js";
import { baseURL } from "./server";

export { baseURL };

const PHOTO = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="6"><rect width="8" height="6" fill="#94a3b8"/></svg>',
);

let browser: Browser | undefined;
const openContexts = new Set<BrowserContext>();
let pageLoads = 0;

/**
 * One browser per test file. Every context a test opens is closed after it, whatever the test's outcome, and the
 * file's page loads are added to the run's count.
 */
export function setUpBrowser() {
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  });
  afterEach(async () => {
    await Promise.all([...openContexts].map((context) => context.close()));
    openContexts.clear();
  });
  afterAll(async () => {
    await browser?.close();
    appendFileSync(join(inject("runDir"), "page-loads"), `${pageLoads}\n`);
  });
}

export interface OpenPage {
  page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
}

export interface PageOptions extends BrowserContextOptions {
  /** Make the stock-photo and sponsored-content hosts fail instead of answering. */
  blockThirdParties?: boolean;
  /** Make them answer, but only after this many milliseconds. */
  thirdPartyDelay?: number;
}

/** Console lines Chrome writes for a third-party request a test blocked on purpose. */
export const isBlockedRequestNote = (text: string) =>
  text.startsWith("Failed to load resource: net::ERR_BLOCKED_BY_CLIENT");

export async function openPage({
  blockThirdParties = false,
  thirdPartyDelay = 0,
  ...options
}: PageOptions = {}): Promise<OpenPage> {
  if (!browser) throw new Error("setUpBrowser() must be called at the top of the test file");
  const context = await browser.newContext({ baseURL: baseURL(), ...options });
  openContexts.add(context);
  const answer = (body: Buffer | string, contentType: string) => async (route: Route) => {
    if (blockThirdParties) return route.abort("blockedbyclient");
    if (thirdPartyDelay > 0) await new Promise((resolve) => setTimeout(resolve, thirdPartyDelay));
    return route.fulfill({ status: 200, contentType, body }).catch(() => undefined);
  };
  await context.route(`${PHOTO_HOST}/**`, answer(PHOTO, "image/svg+xml"));
  await context.route(`${SPONSORED_HOST}/**`, answer("", "text/javascript"));
  // Chrome logs most CSP violations itself; this makes every one a console error the tests see.
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`),
    );
  });
  const page = await context.newPage();
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) pageLoads += 1;
  });
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || /hydrat/i.test(message.text())) errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  return { page, errors };
}

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
