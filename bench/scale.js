/**
 * Build time and memory as the site grows: copies the project to a temporary folder, adds N generated lists and
 * guides of distinct text (generate.js), builds there and measures it: wall time, peak memory (every process of
 * the build at once; process-memory.js) and where the time goes. Nothing is written to the project.
 */
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { writeGeneratedPages } from "./generate.js";
import { samplePeakMemory } from "./process-memory.js";

const PROJECT = fileURLToPath(new URL("..", import.meta.url));
const COPIED = [
  "app",
  "content",
  "public",
  "server",
  "scripts",
  "package.json",
  "tsconfig.json",
  "vite.config.ts",
  "react-router.config.ts",
  "mdx.config.js",
  "cspell.json",
];

/**
 * Runs a command; resolves with its output lines (each with the second it arrived) and the peak memory of its
 * process tree in MB, or rejects past the time limit.
 * @param {string} dir @param {string[]} command @param {number} limitSeconds @param {Record<string, string>} [env]
 * @returns {Promise<{ seconds: number, lines: Array<{ at: number, line: string }>, peakMb: number }>}
 */
function run(dir, command, limitSeconds, env = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const [executable = "", ...args] = command;
    const child = spawn(executable, args, { cwd: dir, env: { ...process.env, NODE_ENV: "production", ...env } });
    const peakMb = samplePeakMemory(child.pid ?? 0);
    /** @type {Array<{ at: number, line: string }>} */
    const lines = [];
    const collect = (/** @type {NodeJS.ReadableStream} */ stream) =>
      createInterface({ input: stream }).on("line", (line) =>
        lines.push({ at: (performance.now() - started) / 1000, line }),
      );
    collect(child.stdout);
    collect(child.stderr);
    const timer = setTimeout(() => child.kill("SIGKILL"), limitSeconds * 1000);
    child.on("close", (code) => {
      clearTimeout(timer);
      const peak = peakMb();
      if (code !== 0)
        reject(
          new Error(
            `${command.join(" ")} ended with ${code}: ${lines
              .slice(-5)
              .map((entry) => entry.line)
              .join(" | ")}`,
          ),
        );
      else resolve({ seconds: (performance.now() - started) / 1000, lines, peakMb: peak });
    });
  });
}

/**
 * Builds the project copy at `dir` the way `npm run build` does, and says where the time went.
 * @param {string} dir @param {number} [limitSeconds]
 */
export async function timeBuild(dir, limitSeconds = 3600) {
  const started = performance.now();
  // package.json's own build command, run the way npm runs it (its settings for Node and the allocator are part of
  // what is measured), but without npm's process in the memory sum.
  const command = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")).scripts.build;
  try {
    const build = await run(dir, ["sh", "-c", command], limitSeconds, {
      PATH: `${join(dir, "node_modules", ".bin")}:${process.env.PATH}`,
    });
    // Vite ends its list of chunks without a newline, so the line may begin with the end of that list.
    const at = (/** @type {string} */ text) => build.lines.find(({ line }) => line.includes(text))?.at ?? Number.NaN;
    const textChecked = at("check-text: content text checked");
    const timings = build.lines.find(({ line }) => line.startsWith("prerender timings:"))?.line ?? "";
    const phase = (/** @type {string} */ name) => Number(new RegExp(`${name} ([\\d.]+) s`).exec(timings)?.[1]);
    return {
      seconds: (performance.now() - started) / 1000,
      timedOut: false,
      peakMb: build.peakMb,
      phases: {
        "content text checks (spelling, wording)": textChecked,
        "bundling (client and server, MDX compiled)": at("prerender: started") - textChecked,
        "prerender (React, CSP; worker threads)": phase("pages"),
        "search indexing": phase("search index"),
      },
    };
  } catch (error) {
    if ((performance.now() - started) / 1000 >= limitSeconds)
      return { seconds: (performance.now() - started) / 1000, timedOut: true, peakMb: Number.NaN, phases: {} };
    throw error;
  }
}

/**
 * Builds a copy of the project with `extraPages` generated pages; `measure` may look at the built site before the
 * copy is removed.
 * @template T
 * @param {number} extraPages @param {number} limitSeconds @param {(buildDir: string) => Promise<T>} [measure]
 */
export async function timeBuildWithExtraPages(extraPages, limitSeconds, measure) {
  const dir = mkdtempSync(join(tmpdir(), "top5-scale-"));
  try {
    for (const entry of COPIED) cpSync(join(PROJECT, entry), join(dir, entry), { recursive: true });
    symlinkSync(join(PROJECT, "node_modules"), join(dir, "node_modules"), "dir");
    writeGeneratedPages(dir, extraPages);
    const build = await timeBuild(dir, limitSeconds);
    const measured = measure && !build.timedOut ? await measure(join(dir, "build", "client")) : undefined;
    return { extraPages, ...build, measured };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
