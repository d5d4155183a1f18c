/**
 * Build time as the site grows: copies the project to a temporary folder, adds N generated lists and guides of
 * distinct text (generate.js), builds there and times it. Nothing is written to the project.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { writeGeneratedPages } from "./generate.js";

const PROJECT = fileURLToPath(new URL("..", import.meta.url));
const COPIED = ["app", "content", "public", "server", "scripts", "package.json", "tsconfig.json", "vite.config.ts", "react-router.config.ts", "mdx.config.js"];

/**
 * Runs the production build in `dir` and returns its wall-clock seconds; with a limit, a build that takes
 * longer is stopped and reported as timed out.
 * @param {string} dir @param {number} [limitSeconds]
 */
export function timeBuild(dir, limitSeconds) {
  const started = process.hrtime.bigint();
  const seconds = () => Number(process.hrtime.bigint() - started) / 1e9;
  const timeout = limitSeconds ? limitSeconds * 1000 : undefined;
  try {
    // The CLI runs in this very process's child (not through npx), so the time limit stops the build itself.
    execFileSync(process.execPath, [join(dir, "node_modules", "@react-router", "dev", "bin.js"), "build"], {
      cwd: dir,
      stdio: "ignore",
      timeout,
      killSignal: "SIGKILL",
      env: { ...process.env, NODE_ENV: "production" },
    });
    execFileSync(process.execPath, ["scripts/postbuild.js"], { cwd: dir, stdio: "ignore" });
  } catch (error) {
    if (limitSeconds && seconds() >= limitSeconds) return { seconds: seconds(), timedOut: true };
    throw error;
  }
  return { seconds: seconds(), timedOut: false };
}

/** @param {number} extraPages @param {number} limitSeconds @returns {{ extraPages: number, seconds: number, timedOut: boolean }} */
export function timeBuildWithExtraPages(extraPages, limitSeconds) {
  const dir = mkdtempSync(join(tmpdir(), "top5-scale-"));
  try {
    for (const entry of COPIED) cpSync(join(PROJECT, entry), join(dir, entry), { recursive: true });
    symlinkSync(join(PROJECT, "node_modules"), join(dir, "node_modules"), "dir");
    writeGeneratedPages(dir, extraPages);
    return { extraPages, ...timeBuild(dir, limitSeconds) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
