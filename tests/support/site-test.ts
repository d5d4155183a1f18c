/**
 * The e2e tests' `test`: Playwright's, with the site's browser fixtures. Third-party hosts are unreachable on the test
 * machines, so every test decides what they answer: the stock-photo host serves a local image and the
 * sponsored-content provider an empty loader, unless a test blocks them (`blockThirdParties`) or slows them down
 * (`thirdPartyDelay`). Every page reports CSP violations as console errors, which `errors` collects with uncaught
 * exceptions; every context counts its page loads for the run's total (browser-run-reporter.ts).
 */
import {
  test as base,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from "@playwright/test";
import { PHOTO_HOST, SPONSORED_HOST } from "../../app/lib/third-party-hosts";
import { PAGE_LOADS } from "./browser-run-reporter";

export { expect } from "@playwright/test";

const PHOTO = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="6"><rect width="8" height="6" fill="#94a3b8"/></svg>',
);

interface ThirdParties {
  /** Make the stock-photo and sponsored-content hosts fail instead of answering. */
  blockThirdParties: boolean;
  /** Make them answer, but only after this many milliseconds. */
  thirdPartyDelay: number;
}

export interface OpenPage {
  page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
}

export type PageOptions = Partial<ThirdParties> & BrowserContextOptions;

/** Opens another page in a context of its own, prepared like `page`'s. */
export type PageOpener = (options?: PageOptions) => Promise<OpenPage>;

interface Fixtures {
  /** The console errors and uncaught exceptions of `page`, as they come. */
  errors: string[];
  /** Another page in a context of its own, for a test that needs several or other options than `page`'s. */
  openPage: PageOpener;
  /** The page loads of the test's contexts, reported as an annotation once it ends. */
  pageLoads: { count: number };
}

/** The third parties' answers, the CSP report and the load count, in a context before any page opens. */
async function prepare(context: BrowserContext, thirdParties: ThirdParties, pageLoads: { count: number }) {
  const answer = (body: Buffer | string, contentType: string) => async (route: import("@playwright/test").Route) => {
    if (thirdParties.blockThirdParties) return route.abort("blockedbyclient");
    if (thirdParties.thirdPartyDelay > 0)
      await new Promise((resolve) => setTimeout(resolve, thirdParties.thirdPartyDelay));
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
  context.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame().parentFrame() === null) pageLoads.count += 1;
  });
}

/** Collects a page's console errors (and any line about hydration) and uncaught exceptions from now on. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || /hydrat/i.test(message.text())) errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/** Contexts `openPage` made, closed once the test ends whatever its outcome. */
async function openPages(browser: Browser, baseURL: string | undefined, pageLoads: { count: number }) {
  const contexts: BrowserContext[] = [];
  const open: PageOpener = async ({ blockThirdParties = false, thirdPartyDelay = 0, ...options }: PageOptions = {}) => {
    const context = await browser.newContext({ baseURL, ...options });
    contexts.push(context);
    await prepare(context, { blockThirdParties, thirdPartyDelay }, pageLoads);
    const page = await context.newPage();
    return { page, errors: errorsOf(page) };
  };
  return { open, close: () => Promise.all(contexts.map((context) => context.close())) };
}

export const test = base.extend<ThirdParties & Fixtures>({
  blockThirdParties: [false, { option: true }],
  thirdPartyDelay: [0, { option: true }],
  pageLoads: async ({}, use, testInfo) => {
    const pageLoads = { count: 0 };
    await use(pageLoads);
    testInfo.annotations.push({ type: PAGE_LOADS, description: String(pageLoads.count) });
  },
  context: async ({ context, blockThirdParties, thirdPartyDelay, pageLoads }, use) => {
    await prepare(context, { blockThirdParties, thirdPartyDelay }, pageLoads);
    await use(context);
  },
  errors: async ({ page }, use) => {
    await use(errorsOf(page));
  },
  openPage: async ({ browser, baseURL, pageLoads }, use) => {
    const pages = await openPages(browser, baseURL, pageLoads);
    await use(pages.open);
    await pages.close();
  },
});

/** The served build's address (playwright.config.ts), for the URL a navigation must end at. */
export const baseURL = () => test.info().project.use.baseURL ?? "";
