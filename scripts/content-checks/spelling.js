/**
 * US English over every content file, with cspell's en-US dictionary plus the project's word list
 * (content/spelling-words.txt: product names and trade terms). Settings: cspell.json, whose flagWords name the
 * British spellings a dictionary would accept, each with its US form ("favour->favor"). Phrases a word list cannot
 * catch ("by post") are listed here.
 */
import { lint } from "cspell";
import { relative } from "node:path";
import { fileURLToPath } from "node:url";

/** British phrases made of words that are fine alone, each with its US form. */
export const BRITISH_PHRASES = [
  ["by post", "by mail"],
  ["the other way round", "the other way around"],
  ["all-round", "all-around"],
  ["all-rounder", "all-around pick"],
  ["straight away", "right away"],
  ["at the weekend", "on the weekend"],
];

/**
 * Each British phrase in a text, by line, with what to write instead; a phrase counts as whole words.
 * @param {string} source @returns {Array<{ line: number, message: string }>}
 */
export function britishPhrases(source) {
  const phrases = BRITISH_PHRASES.map(([british, us]) => ({
    british,
    us,
    pattern: new RegExp(`\\b${british}\\b`, "i"),
  }));
  return source
    .split("\n")
    .flatMap((text, index) =>
      phrases
        .filter(({ pattern }) => pattern.test(text))
        .map(({ british, us }) => ({ line: index + 1, message: `"${british}" is British usage; write "${us}"` })),
    );
}

/**
 * One problem per British phrase in a file's text, as `<file>: line <n>: ...`.
 * @param {string} file @param {string} source @returns {string[]}
 */
export const phraseProblems = (file, source) =>
  britishPhrases(source).map(({ line, message }) => `${file}: line ${line}: ${message}`);

/** @param {string} root the project folder @returns {Promise<string[]>} one problem per unknown word or British spelling */
export async function spellingProblems(root) {
  /** @type {string[]} */
  const problems = [];
  /** @type {import("cspell").CSpellReporter} */
  const reporter = {
    issue: (issue) => {
      const file = relative(root, fileURLToPath(issue.uri ?? ""));
      const preferred = issue.suggestionsEx?.find((suggestion) => suggestion.isPreferred)?.word;
      const guess = issue.suggestionsEx?.[0]?.word;
      problems.push(
        issue.isFlagged && preferred
          ? `${file}: line ${issue.row}: "${issue.text}" is the British spelling; write "${preferred}"`
          : `${file}: line ${issue.row}: "${issue.text}" is not a US English word${guess ? ` (did you mean "${guess}"?)` : ""}: fix it, or add a product name to content/spelling-words.txt`,
      );
    },
    info: () => {},
    debug: () => {},
    error: (message, error) => problems.push(`spell check: ${message}: ${error.message}`),
    progress: () => {},
    result: () => {},
  };
  await lint(["content/**/*.{yaml,mdx}"], { root, progress: false, showSuggestions: true }, reporter);
  return problems;
}
