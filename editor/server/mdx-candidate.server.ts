/**
 * A changed MDX file as the module the build would import, made without evaluating anything the file says: the
 * build's compiler (mdx.config.js, which refuses code: scripts/mdx-no-code.js) gives its exports as data, and its
 * body is drawn from the compiled tree by React's JSX runtime, with the site's components. The editor's check and
 * preview see the same exports and the same HTML as the build (mdx-candidate.server.test.ts), and what a request
 * brought never reaches `eval`, `new Function` or an import (decision 049).
 */
import { compile } from "@mdx-js/mdx";
import type { Root } from "hast";
import { toJsxRuntime } from "hast-util-to-jsx-runtime";
import type { MDXComponents, MDXProps } from "mdx/types";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { VFile } from "vfile";
import { mdxOptions } from "../../mdx.config.js";
import { literal } from "../../scripts/mdx-no-code.js";

/** A node the compiled body leaves out at its start and end, as the build's module does. */
const edgeSpace = (node: Root["children"][number]) => node.type === "text" && /^[\t\n\f\r ]*$/.test(node.value);

/** Keeps the compiled tree for the body, without the exports, whose values the compile keeps as data. */
const keepTree = () => (tree: Root, file: VFile) => {
  const body = tree.children.filter((node) => node.type !== "mdxjsEsm");
  const [first, last] = [body.findIndex((node) => !edgeSpace(node)), body.findLastIndex((node) => !edgeSpace(node))];
  file.data.tree = { ...tree, children: body.slice(first, last + 1) };
};

/**
 * What JSX means in a body that passed the compiler: a tag names one of the site's components, and a value in
 * braces is data (anything else stopped the compile).
 */
const evaluater = (components: MDXComponents) => () => ({
  evaluateExpression(expression: Parameters<typeof literal>[0]) {
    if (expression?.type === "Identifier") return components[expression.name as keyof MDXComponents];
    const data = literal(expression);
    if (!data) throw new Error("an MDX value that is not data passed the compiler");
    return data.value;
  },
  evaluateProgram() {
    throw new Error("an MDX import or export passed the compiler");
  },
});

/** The module of `file` ('content/guides/vpn-protocols.mdx') holding `text`; throws where the compiler stops. */
export async function mdxCandidate(file: string, text: string): Promise<Record<string, unknown>> {
  const compiled = new VFile({ path: file, value: text });
  await compile(compiled, { ...mdxOptions, rehypePlugins: [...(mdxOptions.rehypePlugins ?? []), keepTree] });
  const tree = compiled.data.tree as Root;
  const body = ({ components = {} }: MDXProps) =>
    toJsxRuntime(tree, { Fragment, jsx, jsxs, components, createEvaluater: evaluater(components) });
  return { ...(compiled.data.exports as Record<string, unknown>), default: body };
}
