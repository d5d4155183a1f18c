/**
 * US English over every content file, with cspell's en-US dictionary plus the project's words: the Dictionary
 * (content/dictionary.yaml) and every product's name. Settings: cspell.json, whose flagWords name the British
 * spellings a dictionary would accept, each with its US form ("favour->favor"). Phrases a word list cannot catch
 * ("by post") are listed here.
 */
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { checkFilenameMatchesGlob, mergeSettings, readSettings, spellCheckDocument } from "cspell-lib";

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

/** The message for one unknown or flagged word. @param {import("cspell-lib").ValidationIssue} issue */
function messageFor(issue) {
  const preferred = issue.suggestionsEx?.find((suggestion) => suggestion.isPreferred)?.word;
  const guess = issue.suggestionsEx?.[0]?.word;
  return issue.isFlagged && preferred
    ? `"${issue.text}" is the British spelling; write "${preferred}"`
    : `"${issue.text}" is not a US English word${guess ? ` (did you mean "${guess}"?)` : ""}: fix it, or add it to the Dictionary (content/dictionary.yaml) if it is a name or a term`;
}

/** About how much text one document holds: large enough that cspell's cost per document is small beside it. */
const DOCUMENT_CHARACTERS = 500_000;

/**
 * The files to check as few documents: each of one language, and of about DOCUMENT_CHARACTERS, so the check's
 * memory stays bounded however many files there are.
 * @param {Array<{ file: string, text: string }>} files
 */
function documents(files) {
  /** @type {Array<{ languageId: string, group: Array<{ file: string, text: string }>, size: number }>} */
  const result = [];
  for (const languageId of ["yaml", "mdx"]) {
    for (const each of files.filter(({ file }) => (file.endsWith(".mdx") ? "mdx" : "yaml") === languageId)) {
      const current = result.at(-1);
      if (current?.languageId === languageId && current.size < DOCUMENT_CHARACTERS) {
        current.group.push(each);
        current.size += each.text.length;
      } else result.push({ languageId, group: [each], size: each.text.length });
    }
  }
  return result;
}

/**
 * One problem per unknown word or British spelling in each file's text, as `{ file, line, offset, message }`: the one spell
 * check that `npm run check:content`, the build and the browser editor's check before a save all run.
 * The files of each language are checked as one document, each starting on a new line, and every problem is then
 * placed in its own file: cspell's cost is mostly per document, so one document is about eight times faster
 * (docs/decisions/047-spell-check-one-document-a-language.md).
 * @param {string} root the project folder
 * @param {Array<{ file: string, text: string }>} files content files (`content/...`) and their text
 * @param {string[]} words known words beyond the dictionaries (knownWords)
 */
export async function spellingOf(root, files, words) {
  if (!baseSettings.has(root)) {
    const read = await readSettings(join(root, "cspell.json"));
    // cspell reads a missing or broken settings file as no settings, which would pass British spellings.
    if (read.__importRef?.error) throw new Error(`cspell.json: ${read.__importRef.error.message}`);
    baseSettings.set(root, read);
  }
  const settings = mergeSettings(baseSettings.get(root), { words });
  const checked = files.filter(({ file }) => !checkFilenameMatchesGlob(join(root, file), settings.ignorePaths ?? []));
  /** @type {Array<{ file: string, line: number, offset: number, message: string }>} */
  const problems = [];
  for (const { languageId, group } of documents(checked)) {
    let offset = 0;
    /** Each file with where its text begins in the one document. */
    const parts = group.map(({ file, text }) => {
      const part = { file, text, start: offset };
      offset += text.length + 1;
      return part;
    });
    const { issues } = await spellCheckDocument(
      {
        uri: pathToFileURL(join(root, `content/all-files.${languageId}`)).href,
        text: group.map(({ text }) => text).join("\n"),
        languageId,
      },
      { generateSuggestions: true, noConfigSearch: true },
      settings,
    );
    for (const issue of issues) {
      // The first file starts at 0, so every offset falls in one of them.
      const { file, text, start } = /** @type {(typeof parts)[number]} */ (
        parts.findLast((part) => part.start <= issue.offset)
      );
      const line = text.slice(0, issue.offset - start).split("\n").length;
      problems.push({ file, line, offset: issue.offset - start, message: messageFor(issue) });
    }
  }
  const order = new Map(files.map(({ file }, index) => [file, index]));
  return problems.sort((a, b) => (order.get(a.file) ?? 0) - (order.get(b.file) ?? 0) || a.line - b.line);
}
