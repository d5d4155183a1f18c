/**
 * Installs a Debian package the tests need (Chromium, Java) with apt-get, only where that can work: as root on
 * Debian, as on the project's machines and CI. Anywhere else (a laptop without root, macOS) nothing runs apt-get.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/** Whether apt-get can install here: as root, on Debian, with apt-get on PATH. */
export const canInstallDebianPackages = () =>
  process.getuid?.() === 0 &&
  existsSync("/etc/debian_version") &&
  spawnSync("apt-get", ["--version"], { stdio: "ignore" }).status === 0;

/**
 * Stops with one sentence saying what to install, rather than failing later inside a test.
 * @param {string} tag the calling script, for its messages ('ensure-java')
 * @param {string} what what to install, as a reader would ('Java, for the Nu Html Checker')
 * @param {string} how how to install it ('on Debian or Ubuntu: sudo apt-get install default-jre-headless')
 * @returns {never}
 */
export function stopMissing(tag, what, how) {
  console.error(`${tag}: install ${what} (${how}) and run the tests again.`);
  process.exit(1);
}

/**
 * @param {string} tag the calling script, for its messages ('ensure-java')
 * @param {string} pkg the Debian package ('chromium')
 */
export function installDebianPackage(tag, pkg) {
  console.log(`${tag}: installing Debian's ${pkg} with apt-get`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", pkg], { stdio: "inherit", env });
}
