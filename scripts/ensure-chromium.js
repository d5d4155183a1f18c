/**
 * The browser the browser tests drive (playwright.config.ts): Debian's Chromium at CHROME_PATH or /usr/bin/chromium
 * where it is, installed with apt-get when missing on Debian as root (scripts/debian-package.js), as on our machines
 * and CI. Anywhere else, Playwright's own Chromium; if that is not installed either, one sentence says how.
 */
import { existsSync } from "node:fs";
import { chromium } from "playwright-core";
import { CHROMIUM_PATH as CHROMIUM } from "./chromium.js";
import { canInstallDebianPackages, installDebianPackage, stopMissing } from "./debian-package.js";

/** Whether Playwright's own Chromium starts: the exact check, whichever of its builds headless mode picks. */
async function playwrightsOwnStarts() {
  try {
    await (await chromium.launch()).close();
    return true;
  } catch {
    return false;
  }
}

if (existsSync(CHROMIUM)) {
  console.log(`ensure-chromium: using ${CHROMIUM}`);
} else if (canInstallDebianPackages()) {
  installDebianPackage("ensure-chromium", "chromium");
  if (!existsSync(CHROMIUM)) throw new Error(`ensure-chromium: ${CHROMIUM} is still missing after apt-get install`);
} else if (await playwrightsOwnStarts()) {
  console.log("ensure-chromium: using Playwright's own Chromium");
} else {
  stopMissing(
    "ensure-chromium",
    "a browser for the tests",
    "npx playwright install chromium, or Debian's: sudo apt-get install chromium",
  );
}
