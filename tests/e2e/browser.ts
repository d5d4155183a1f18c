/**
 * Debian's Chromium driven by playwright-core. Third-party hosts are unreachable on the test machines, so
 * every test decides what they answer: the stock-photo host serves a local image and the sponsored-content
 * provider an empty loader, unless a test blocks them on purpose.
 */
import { chromium, type Browser, type BrowserContextOptions, type Page } from "playwright-core";
import { inject } from "vitest";

const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

export const baseURL = () => inject("baseURL");

const PHOTO = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="6"><rect width="8" height="6" fill="#94a3b8"/></svg>',
);

export interface OpenPage {
  page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
}

export interface PageOptions extends BrowserContextOptions {
  /** Make the stock-photo and sponsored-content hosts fail instead of answering. */
  blockThirdParties?: boolean;
}

export async function openPage(browser: Browser, { blockThirdParties = false, ...options }: PageOptions = {}): Promise<OpenPage> {
  const context = await browser.newContext({ baseURL: baseURL(), ...options });
  await context.route(/^https:\/\/images\.unsplash\.com\//, (route) =>
    blockThirdParties ? route.abort("blockedbyclient") : route.fulfill({ status: 200, contentType: "image/svg+xml", body: PHOTO }),
  );
  await context.route(/^https:\/\/cdn\.taboola\.com\//, (route) =>
    blockThirdParties ? route.abort("blockedbyclient") : route.fulfill({ status: 200, contentType: "text/javascript", body: "" }),
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || /hydrat/i.test(message.text())) errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  return { page, errors };
}
