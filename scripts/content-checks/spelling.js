/**
 * US English over every content file, with cspell's en-US dictionary plus the project's word list
 * (content/spelling-words.txt: product names and trade terms). Settings: cspell.json.
 */
import { lint } from "cspell";
import { relative } from "node:path";
import { fileURLToPath } from "node:url";

/** @param {string} root the project folder @returns {Promise<string[]>} one problem per unknown word */
export async function spellingProblems(root) {
  /** @type {string[]} */
  const problems = [];
  /** @type {import("cspell").CSpellReporter} */
  const reporter = {
    issue: (issue) => {
      const file = relative(root, fileURLToPath(issue.uri ?? ""));
      problems.push(
        `${file}: line ${issue.row}: "${issue.text}" is not a US English word (fix it, or add a product name to content/spelling-words.txt)`,
      );
    },
    info: () => {},
    debug: () => {},
    error: (message, error) => problems.push(`spell check: ${message}: ${error.message}`),
    progress: () => {},
    result: () => {},
  };
  await lint(["content/**/*.{ts,mdx}"], { root, progress: false }, reporter);
  return problems;
}
