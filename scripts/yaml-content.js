/**
 * Content files in YAML (lists, products, shared facts, the fixed pages and the site's words), read by the eemeli
 * `yaml` parser: YAML 1.2, so `no` stays a word and 2026-11-25 a string, and a key written twice is an error. A Vite
 * plugin turns each file into a module whose default export is its data, so the app imports and globs them like
 * any module; the schemas in content/schema/ validate that data (decision 034).
 */
import { relative } from "node:path";
import { parse, parseDocument, visit, YAMLParseError } from "yaml";
import { ContentSyntaxError, exitOnSyntaxErrors } from "./content-syntax.js";

/**
 * A YAML content file's data.
 * @param {string} text
 * @param {string} file where it lives, for the message
 * @returns {unknown}
 */
export function parseContentYaml(text, file) {
  try {
    // `parse` is a fifth faster than a document with its positions, which only a file that does not parse needs.
    return parse(text, { prettyErrors: false });
  } catch (error) {
    if (!(error instanceof YAMLParseError)) throw error;
    throw syntaxError(text, file, error);
  }
}

/** @param {string} text @param {string} file @param {YAMLParseError} error */
function syntaxError(text, file, error) {
  const document = parseDocument(text, { prettyErrors: false });
  // An unclosed quote is found where the text ends; the writer's slip is where the quoted value began.
  let offset = error.pos[0];
  visit(document, {
    Scalar(_, node) {
      if (node.range && node.type?.startsWith("QUOTE") && node.range[0] <= offset && offset <= node.range[2])
        offset = node.range[0];
    },
  });
  const line = text.slice(0, offset).split("\n").length;
  const reason = (error.message.split("\n")[0] ?? error.message).replace(/ at line \d+, column \d+:?$/, "");
  return new ContentSyntaxError(file, line, `${reason}; check the quotes, colons and indentation there`);
}

/**
 * The Vite plugin: `import list from "content/lists/category/vpn.yaml"` gives the file's data.
 * @returns {import("vite").Plugin}
 */
export function yamlContent() {
  return {
    name: "top5-yaml-content",
    transform(text, id) {
      if (!id.endsWith(".yaml")) return null;
      const data = parseContentYaml(text, relative(process.cwd(), id));
      return { code: `export default ${JSON.stringify(data)};`, map: null };
    },
    buildEnd: exitOnSyntaxErrors,
  };
}
