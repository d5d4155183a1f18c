/**
 * The checks on what content says, read from the files alone: US English (spelling.js), one fact in one place
 * (consistency.js), no typed email address (addresses.js) and reviews that do not read as a template (wording.js).
 * `npm run check:content` and the build's prerender step both run them, so both stop on the same problems; the
 * browser editor's check runs the spelling and phrase checks on the file being saved.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { parseContentYaml } from "../yaml-content.js";
import { typedAddressProblems } from "./addresses.js";
import { consistencyProblems, mdxPassages, passagesOf } from "./consistency.js";
import { knownWords, phraseProblems, spellingOf } from "./spelling.js";
import { wordingProblems } from "./wording.js";

const PRODUCTS = "content/products/";
const RECORDS = [PRODUCTS, "content/facts/"];

/**
 * @typedef {{ name: string, price?: { text: string } }} Product
 * @typedef {{ entries?: Array<{ product: string, review?: string[] }> }} List
 * A content file's data, as far as these checks read it; the schemas (content/schema/) say the rest.
 * @typedef {Product & List & { words?: unknown }} Data
 */

/** Every YAML and MDX file under content/, as `content/...`, sorted. @param {string} root */
function contentFiles(root) {
  return readdirSync(join(root, "content"), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(yaml|mdx)$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split("\\").join("/"))
    .sort();
}

/**
 * Every problem with what the content says, one a line as `<file>: <line or field>: <message>`.
 * @param {string} root the project folder @returns {Promise<string[]>}
 */
export async function textProblems(root) {
  const files = contentFiles(root).map((file) => ({ file, text: readFileSync(join(root, file), "utf8") }));
  /** @type {Map<string, Data>} */
  const yaml = new Map(
    files
      .filter(({ file }) => file.endsWith(".yaml"))
      .map(({ file, text }) => [file, /** @type {Data} */ (parseContentYaml(text, file) ?? {})]),
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
  const spelling = await spellingOf(root, files, words);
  return [
    ...files.flatMap(({ file, text }) => phraseProblems(file, text)),
    ...consistencyProblems({ vendors, passages }),
    ...typedAddressProblems(passages),
    ...wordingProblems(lists),
    ...spelling.map(({ file, line, message }) => `${file}: line ${line}: ${message}`),
  ];
}
