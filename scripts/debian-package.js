/**
 * Installs a Debian package the tests need (Chromium, Java) with apt-get, only where that can work: as root on
 * Debian, as on the project's machines and CI. Anywhere else (a laptop without root, macOS) it stops with one
 * sentence saying what to install, rather than failing inside apt-get.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * @param {string} tag the calling script, for its messages ('ensure-java')
 * @param {string} pkg the Debian package ('chromium')
 * @param {string} missing what is missing, as a reader fixes it ('Chromium at /usr/bin/chromium (or CHROME_PATH)')
 */
export function installDebianPackage(tag, pkg, missing) {
  const canInstall =
    process.getuid?.() === 0 &&
    existsSync("/etc/debian_version") &&
    spawnSync("apt-get", ["--version"], { stdio: "ignore" }).status === 0;
  if (!canInstall) {
    console.error(
      `${tag}: ${missing} is missing; install it (on Debian or Ubuntu: sudo apt-get install ${pkg}) and run the tests again.`,
    );
    process.exit(1);
  }
  console.log(`${tag}: installing Debian's ${pkg} with apt-get`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", pkg], { stdio: "inherit", env });
}
