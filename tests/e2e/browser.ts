/**
 * Debian's Chromium driven by playwright-core. Third-party hosts are unreachable on the test machines, so
 * every test decides what they answer: the stock-photo host serves a local image and the sponsored-content
 * provider an empty loader, unless a test blocks them on purpose.
 */
import { chromium, type Browser, type BrowserContextOptions, type Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { PHOTO_HOST, SPONSORED_HOST } from "../../app/lib/third-party-hosts.js";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../scripts/chromium.js";

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/** One browser per test file, launched before its tests and closed after them. */
export function browserPerFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("The browser is used before beforeAll launched it");
    return browser;
  };
}

export const baseURL = () => inject("baseURL");

const PHOTO = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="6"><rect width="8" height="6" fill="#94a3b8"/></svg>');

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
export const isBlockedRequestNote = (text: string) => text.startsWith("Failed to load resource: net::ERR_BLOCKED_BY_CLIENT");

export async function openPage(browser: Browser, { blockThirdParties = false, thirdPartyDelay = 0, ...options }: PageOptions = {}): Promise<OpenPage> {
  const context = await browser.newContext({ baseURL: baseURL(), ...options });
  const answer = (body: Buffer | string, contentType: string) => async (route: import("playwright-core").Route) => {
    if (blockThirdParties) return route.abort("blockedbyclient");
    if (thirdPartyDelay > 0) await new Promise((resolve) => setTimeout(resolve, thirdPartyDelay));
    return route.fulfill({ status: 200, contentType, body }).catch(() => undefined);
  };
  await context.route(`${PHOTO_HOST}/**`, answer(PHOTO, "image/svg+xml"));
  await context.route(`${SPONSORED_HOST}/**`, answer("", "text/javascript"));
  // Chrome logs most CSP violations itself; this makes every one a console error the tests see. The
  // observer adds up layout shifts (cumulative layout shift) from the first paint on.
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`));
    Object.assign(window, { layoutShift: 0 });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) Object.assign(window, { layoutShift: (window as unknown as { layoutShift: number }).layoutShift + entry.value });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || /hydrat/i.test(message.text())) errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  return { page, errors };
}

/** Cumulative layout shift so far on the page. */
export const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
