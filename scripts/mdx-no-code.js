/**
 * What an MDX content file may hold: Markdown, its front matter, and the site's components with values written out,
 * never code. MDX runs an `import` or `export`, a `{…}` expression and a tag's `{…}` value as JavaScript when the
 * compiled module is evaluated (by the build, or by a preview); the content model needs none of them, and a file from
 * a pull request or a request to the editor could put anything there (decision 049). The compiler stops at the
 * first one with its line (mdx.config.js), for the build, the content check and the editor alike.
 */
import { visit, SKIP } from "unist-util-visit";
import { MDX_COMPONENT_NAMES } from "../app/components/mdx/component-names.ts";

/** @typedef {import("estree").Expression | import("estree").SpreadElement | null} Node */

/**
 * The value of an expression that is data: a string, a number, true, false or null, or a list of them
 * (`pros={["…", "…"]}`), as `{ value }`; undefined for anything else, which is code.
 * @param {Node} node
 * @returns {{ value: unknown } | undefined}
 */
export function literal(node) {
  if (node?.type === "Literal" && !("regex" in node) && typeof node.value !== "bigint") return { value: node.value };
  if (node?.type !== "ArrayExpression") return undefined;
  const items = node.elements.map(literal);
  return items.every((item) => item !== undefined) ? { value: items.map((item) => item.value) } : undefined;
}

/** @param {import("estree").Program | null | undefined} program the one expression a `{…}` holds */
const expressionOf = (program) => {
  const [statement, ...more] = program?.body ?? [];
  return statement?.type === "ExpressionStatement" && more.length === 0 ? statement.expression : null;
};

const TAGS = MDX_COMPONENT_NAMES.map((name) => `<${name}>`).join(", ");

/** The remark plugin; it runs before any plugin adds an export of its own (mdx.config.js). */
export function remarkNoCode() {
  /** @param {import("mdast").Root} tree @param {import("vfile").VFile} file */
  return (tree, file) =>
    visit(tree, (node, index, parent) => {
      const refuse = (/** @type {string} */ reason) => file.fail(reason, { place: node.position, source: "top5" });
      if (node.type === "mdxjsEsm")
        refuse("import and export are code, which a content file cannot hold; a value belongs in the front matter");
      if (node.type === "mdxFlowExpression" || node.type === "mdxTextExpression") {
        if ((node.data?.estree?.body.length ?? 0) > 0)
          refuse("a {…} expression is code, which a content file cannot hold; write the text itself");
        // A {/* comment */} holds no code, and says nothing on the page.
        parent?.children.splice(index ?? 0, 1);
        return [SKIP, index ?? 0];
      }
      if (node.type !== "mdxJsxFlowElement" && node.type !== "mdxJsxTextElement") return undefined;
      if (!MDX_COMPONENT_NAMES.some((name) => name === node.name))
        refuse(`<${node.name ?? ""}> is not one of the site's components (${TAGS})`);
      for (const attribute of node.attributes) {
        if (attribute.type === "mdxJsxExpressionAttribute")
          refuse(`a {…} in <${node.name}> is code; give each value its name, as in title="…"`);
        else if (
          typeof attribute.value === "object" &&
          attribute.value &&
          !literal(expressionOf(attribute.value.data?.estree))
        )
          refuse(
            `${attribute.name}={…} in <${node.name}> is code; a value is text in quotes or a list of texts, as in ${attribute.name}={["…", "…"]}`,
          );
      }
      return undefined;
    });
}
