/**
 * Browser tests drive Debian's Chromium (never a downloaded browser build). Installs it with apt-get when
 * it is missing; needs root, as on the project's machines and CI.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { CHROMIUM_PATH as CHROMIUM } from "./chromium.js";

if (existsSync(CHROMIUM)) {
  console.log(`ensure-chromium: using ${CHROMIUM}`);
} else {
  console.log("ensure-chromium: installing Debian's chromium with apt-get");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "chromium"], { stdio: "inherit", env });
  if (!existsSync(CHROMIUM)) throw new Error(`ensure-chromium: ${CHROMIUM} is still missing after apt-get install`);
}
