/**
 * A Markdown file or a code comment that names a file of this repository names one that exists: a renamed file
 * leaves no pointer behind. Decision records are left out: each describes the code as it was when it was decided.
 * And nothing points outside the repository to the team's shared folder: a clone must stand on its own.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";

const tracked = execFileSync("git", ["ls-files"], { encoding: "utf8" }).split("\n").filter(Boolean);
const trackedSet = new Set(tracked);
/** Whether git ignores a path on purpose: a file a command writes, such as bench/results.json. @param {string} path */
function isIgnored(path) {
  try {
    execFileSync("git", ["check-ignore", "-q", path], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/**
 * A file, a folder, the start of a record's name (docs/decisions/009), or a file the repository ignores on purpose.
 * @param {string} path
 */
const exists = (path) =>
  trackedSet.has(path) ||
  tracked.some((file) => file.startsWith(`${path}/`) || file.startsWith(`${path}-`)) ||
  isIgnored(path);

/** A path from the top of the repository: a top folder, a slash, and more, not inside a longer path or address. */
const REFERENCE = /(?<![\w./-])((?:app|bench|content|docs|public|scripts|server|tests|\.ci)\/[\w./+-]*\w)/g;
const COMMENT = /\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;

/** @param {string} file */
function referencesIn(file) {
  const text = readFileSync(file, "utf8");
  const prose = file.endsWith(".md") ? [text] : [...text.matchAll(COMMENT)].map((match) => match[0]);
  return prose.flatMap((part) => [...part.matchAll(REFERENCE)].map((match) => match[1] ?? ""));
}

it("every repository path named in Markdown or a comment exists", () => {
  const files = tracked.filter((file) => /\.(md|ts|tsx|js)$/.test(file) && !file.startsWith("docs/decisions/"));
  const missing = files.flatMap((file) =>
    referencesIn(file).flatMap((path) => (exists(path) ? [] : [`${file}: ${path}`])),
  );
  expect(missing).toEqual([]);
});

it("no file points outside the repository to the team's shared folder", () => {
  const outside = tracked.filter(
    (file) => /\.(md|ts|tsx|js|json)$/.test(file) && readFileSync(file, "utf8").includes(`../${"shared"}/`),
  );
  expect(outside).toEqual([]);
});
