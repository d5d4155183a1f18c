/**
 * Content files in YAML (lists, products, shared facts, the fixed pages and the site's words), read by the eemeli
 * `yaml` parser: YAML 1.2, so `no` stays a word and 2026-11-25 a string, and a key written twice is an error. A Vite
 * plugin turns each file into a module whose default export is its data, so the app imports and globs them like
 * any module; the schemas in content/schema/ validate that data (decision 034).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { parseDocument, visit } from "yaml";
import { ContentSyntaxError } from "./content-syntax.js";

/**
 * A YAML content file's data.
 * @param {string} text
 * @param {string} file where it lives, for the message
 * @returns {unknown}
 */
export function parseContentYaml(text, file) {
  const document = parseDocument(text, { prettyErrors: false });
  const [error] = document.errors;
  if (error) {
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
    throw new ContentSyntaxError(file, line, `${reason}; check the quotes, colons and indentation there`);
  }
  return document.toJS();
}

/**
 * The Vite plugin: `import list from "content/lists/category/vpn.yaml"` gives the file's data.
 * @returns {import("vite").Plugin}
 */
export function yamlContent() {
  return {
    name: "top5-yaml-content",
    // The bundler reports a plugin's error under its own stack trace. So a build reads every content file first and
    // stops on one that does not parse with the writer's line alone.
    configResolved(config) {
      if (config.command !== "build") return;
      for (const file of readdirSync("content", { recursive: true, encoding: "utf8" }).filter((name) =>
        name.endsWith(".yaml"),
      ))
        try {
          parseContentYaml(readFileSync(join("content", file), "utf8"), join("content", file));
        } catch (error) {
          console.error(error instanceof ContentSyntaxError ? error.message : error);
          process.exit(1);
        }
    },
    transform(text, id) {
      if (!id.endsWith(".yaml")) return null;
      const data = parseContentYaml(text, relative(process.cwd(), id));
      return { code: `export default ${JSON.stringify(data)};`, map: null };
    },
  };
}
