/**
 * US English over every content file, with cspell's en-US dictionary plus the project's words: the Dictionary
 * (content/dictionary.yaml) and every product's name. Settings: cspell.json, whose flagWords name the British
 * spellings a dictionary would accept, each with its US form ("favour->favor"). Phrases a word list cannot catch
 * ("by post") are listed here.
 */
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { mergeSettings, readSettings, spellCheckDocument } from "cspell-lib";

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
 * Each British phrase in a text, by line and by offset in the text (where a form finds its field), with what to
 * write instead; a phrase counts as whole words.
 * @param {string} source @returns {Array<{ line: number, offset: number, message: string }>}
 */
export function britishPhrases(source) {
  const phrases = BRITISH_PHRASES.map(([british, us]) => ({
    british,
    us,
    pattern: new RegExp(`\\b${british}\\b`, "i"),
  }));
  let start = 0;
  return source.split("\n").flatMap((text, index) => {
    const lineStart = start;
    start += text.length + 1;
    return phrases.flatMap(({ british, us, pattern }) => {
      const found = pattern.exec(text);
      return found
        ? [
            {
              line: index + 1,
              offset: lineStart + found.index,
              message: `"${british}" is British usage; write "${us}"`,
            },
          ]
        : [];
    });
  });
}

/**
 * The words the check accepts beyond its dictionaries: the dictionary file's (content/dictionary.yaml, which a
 * writer edits in the browser) and the words of every product's name, so a new product's name needs no entry.
 * @param {{ words?: unknown } | undefined} dictionary @param {Array<{ name?: unknown }>} products
 * @returns {string[]}
 */
export function knownWords(dictionary, products) {
  const listed = Array.isArray(dictionary?.words) ? dictionary.words.filter((word) => typeof word === "string") : [];
  const named = products.flatMap((product) =>
    typeof product?.name === "string" ? product.name.split(/[^\p{L}\p{N}'’-]+/u).filter(Boolean) : [],
  );
  return [...new Set([...listed, ...named])];
}

/** The project's cspell settings (cspell.json: language, dictionaries, flagged British spellings), read once a root. */
const baseSettings = new Map();

/**
 * One problem per unknown word or British spelling in each file's text, as `{ file, line, offset, message }`: the one spell
 * check that `npm run check:content`, the build and the browser editor's check before a save all run.
 * @param {string} root the project folder
 * @param {Array<{ file: string, text: string }>} files content files (`content/...`) and their text
 * @param {string[]} words known words beyond the dictionaries (knownWords)
 */
export async function spellingOf(root, files, words) {
  if (!baseSettings.has(root)) baseSettings.set(root, await readSettings(join(root, "cspell.json")));
  const settings = mergeSettings(baseSettings.get(root), { words });
  /** @type {Array<{ file: string, line: number, offset: number, message: string }>} */
  const problems = [];
  for (const { file, text } of files) {
    const { issues } = await spellCheckDocument(
      { uri: pathToFileURL(join(root, file)).href, text, languageId: file.endsWith(".mdx") ? "mdx" : "yaml" },
      { generateSuggestions: true, noConfigSearch: true },
      settings,
    );
    for (const issue of issues) {
      const line = text.slice(0, issue.offset).split("\n").length;
      const preferred = issue.suggestionsEx?.find((suggestion) => suggestion.isPreferred)?.word;
      const guess = issue.suggestionsEx?.[0]?.word;
      problems.push({
        file,
        line,
        offset: issue.offset,
        message:
          issue.isFlagged && preferred
            ? `"${issue.text}" is the British spelling; write "${preferred}"`
            : `"${issue.text}" is not a US English word${guess ? ` (did you mean "${guess}"?)` : ""}: fix it, or add it to the Dictionary (content/dictionary.yaml) if it is a name or a term`,
      });
    }
  }
  return problems;
}
