/**
 * Browser tests drive Debian's Chromium (never a downloaded browser build), at CHROME_PATH or /usr/bin/chromium.
 * Installs it with apt-get when it is missing and this is Debian as root (scripts/debian-package.js).
 */
import { existsSync } from "node:fs";
import { CHROMIUM_PATH as CHROMIUM } from "./chromium.js";
import { installDebianPackage } from "./debian-package.js";

if (existsSync(CHROMIUM)) {
  console.log(`ensure-chromium: using ${CHROMIUM}`);
} else {
  installDebianPackage("ensure-chromium", "chromium", `Chromium at ${CHROMIUM} (or the path in CHROME_PATH)`);
  if (!existsSync(CHROMIUM)) throw new Error(`ensure-chromium: ${CHROMIUM} is still missing after apt-get install`);
}
