/**
 * The checks on what content says, read from the files alone: US English (spelling.js), one fact in one place
 * (consistency.js), no typed email address (addresses.js) and reviews that do not read as a template (wording.js).
 * `npm run check:content` and the build's prerender step both run them over every file, so both stop on the same
 * problems; the browser editor's check runs them with the file being saved changed (editor/server), spelling only
 * that file.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { parseContentYaml } from "../yaml-content.js";
import { typedAddressProblems } from "./addresses.js";
import { consistencyProblems, mdxPassages, passagesOf } from "./consistency.js";
import { britishPhrases, knownWords, spellingOf } from "./spelling.js";
import { wordingProblems } from "./wording.js";

const PRODUCTS = "content/products/";
const RECORDS = [PRODUCTS, "content/facts/"];

/**
 * @typedef {{ name: string, price?: { text: string } }} Product
 * @typedef {{ entries?: Array<{ product: string, review?: string[] }> }} List
 * A content file's data, as far as these checks read it; the schemas (content/schema/) say the rest.
 * @typedef {Product & List & { words?: unknown }} Data
 * @typedef {{ file: string, text: string }} ContentText a content file (`content/...`) and its text
 * @typedef {import("./consistency.js").Finding} Finding
 */

/** Every YAML and MDX file under content/, as `content/...` with its text, sorted. @param {string} root */
export function contentTexts(root) {
  return readdirSync(join(root, "content"), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(yaml|mdx)$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split("\\").join("/"))
    .sort()
    .map((file) => ({ file, text: readFileSync(join(root, file), "utf8") }));
}

/**
 * Every problem with what `files` say, each with where check:content prints it and where a form finds it.
 * @param {string} root the project folder (its cspell.json)
 * @param {ContentText[]} files every content file
 * @param {object} [options]
 * @param {ContentText[]} [options.spell] the files to spell check and search for British phrases: all by default
 * @param {(file: string, text: string) => unknown} [options.parse] a YAML file's data from its text
 * @returns {Promise<Finding[]>}
 */
export async function textFindings(root, files, { spell = files, parse = parseContentYaml } = {}) {
  /** @type {Map<string, Data>} */
  const yaml = new Map(
    files
      .filter(({ file }) => file.endsWith(".yaml"))
      .map(({ file, text }) => [file, /** @type {Data} */ (parse(text, file) ?? {})]),
  );
  /** @type {Record<string, Product>} */
  const vendors = Object.fromEntries(
    [...yaml]
      .filter(([file]) => file.startsWith(PRODUCTS))
      .map(([file, data]) => [file.slice(PRODUCTS.length, -".yaml".length), data]),
  );
  const passages = files.flatMap(({ file, text }) =>
    RECORDS.some((folder) => file.startsWith(folder))
      ? []
      : file.endsWith(".mdx")
        ? mdxPassages(file, text)
        : passagesOf(file, yaml.get(file)),
  );
  const nameOf = (/** @type {unknown} */ id) => vendors[String(id)]?.name ?? String(id);
  const lists = [...yaml]
    .filter(([file]) => file.startsWith("content/lists/"))
    .map(([file, list]) => ({
      file,
      names: (list.entries ?? []).map((entry) => nameOf(entry.product)),
      reviews: (list.entries ?? []).map((entry) => entry.review ?? []),
    }));
  const words = knownWords(yaml.get("content/dictionary.yaml"), Object.values(vendors));
  const spelling = await spellingOf(root, spell, words);
  /** @param {string} file @param {{ line: number, offset: number, message: string }} found @returns {Finding} */
  const atLine = (file, { line, offset, message }) => ({ where: `${file}: line ${line}`, file, line, offset, message });
  return [
    ...spell.flatMap(({ file, text }) => britishPhrases(text).map((found) => atLine(file, found))),
    ...consistencyProblems({ vendors, passages }),
    ...typedAddressProblems(passages),
    ...wordingProblems(lists),
    ...spelling.map((found) => atLine(found.file, found)),
  ];
}

/** A problem as check:content prints it: `<file>: <line or field>: <message>`. @param {Finding} finding */
export const findingLine = ({ where, message }) => (where ? `${where}: ${message}` : message);

/**
 * Every problem with what the content says, one a line as `<file>: <line or field>: <message>`.
 * @param {string} root the project folder @returns {Promise<string[]>}
 */
export async function textProblems(root) {
  return (await textFindings(root, contentTexts(root))).map(findingLine);
}
