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
const REFERENCE = /(?<![\w./-])((?:app|bench|content|docs|editor|public|scripts|server|tests|\.ci)\/[\w./+-]*\w)/g;
/** A file's bare name ('list-ratings.ts'), not part of a path, an address, a package or a `$variable`. */
const BARE_NAME = /(?<![\w./@$-])([\w-]+(?:\.[\w-]+)*\.(?:tsx?|jsx?|json|ya?ml|mdx?|css|html))\b/g;
/**
 * Names that are not files of the repository on purpose: what the build and the bench write (404.html, the search
 * index's entry.json, the bench's results.json), another project's file (decap-cms-core's backend.ts), and the
 * misspelled product id in docs/editing.md's example of a problem.
 */
const NOT_TRACKED = new Set(["404.html", "entry.json", "results.json", "backend.ts", "nordvpnn.yaml"]);
const trackedNames = new Set(tracked.map((file) => file.slice(file.lastIndexOf("/") + 1)));
const COMMENT = /\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;

/** The Markdown of a file, or a code file's comments. @param {string} file */
function proseOf(file) {
  const text = readFileSync(file, "utf8");
  return file.endsWith(".md") ? [text] : [...text.matchAll(COMMENT)].map((match) => match[0]);
}

/** @param {string} file */
const referencesIn = (file) =>
  proseOf(file).flatMap((part) => [...part.matchAll(REFERENCE)].map((match) => match[1] ?? ""));

/** @param {string} file */
const bareNamesIn = (file) =>
  proseOf(file).flatMap((part) => [...part.matchAll(BARE_NAME)].map((match) => match[1] ?? ""));

const described = tracked.filter((file) => /\.(md|ts|tsx|js)$/.test(file) && !file.startsWith("docs/decisions/"));

it("every repository path named in Markdown or a comment exists", () => {
  const missing = described.flatMap((file) =>
    referencesIn(file).flatMap((path) => (exists(path) ? [] : [`${file}: ${path}`])),
  );
  expect(missing).toEqual([]);
});

it("every file a comment or Markdown names by its bare name is a file of the repository", () => {
  const missing = described.flatMap((file) =>
    bareNamesIn(file).flatMap((name) => (trackedNames.has(name) || NOT_TRACKED.has(name) ? [] : [`${file}: ${name}`])),
  );
  expect(missing).toEqual([]);
});

it("no file points outside the repository to the team's shared folder", () => {
  const outside = tracked.filter(
    (file) => /\.(md|ts|tsx|js|json)$/.test(file) && readFileSync(file, "utf8").includes(`../${"shared"}/`),
  );
  expect(outside).toEqual([]);
});
