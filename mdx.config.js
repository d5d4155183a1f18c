// MDX options for scripts/mdx-content.js, which compiles MDX for the build, the content checker and the tests alike,
// and for the editor's check of a change (editor/server/mdx-candidate.server.ts).
import { valueToEstree } from "estree-util-value-to-estree";
import { toString } from "mdast-util-to-string";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import { visit } from "unist-util-visit";
import { parse } from "yaml";
import { phoneNumberParts } from "./content/schema/phone-numbers.ts";
import { pageSlugger } from "./app/lib/slug.ts";
import { remarkNoCode } from "./scripts/mdx-no-code.js";

/**
 * Adds `export const <name> = <value>` to an MDX module, so the build reads what a plugin found without parsing the
 * body again. The value is also kept in the file's `data.exports`, where the editor's check reads a file's exports
 * without evaluating its module.
 * @param {import("mdast").Root} tree @param {import("vfile").VFile} file @param {string} name @param {unknown} value
 */
function exportConst(tree, file, name, value) {
  file.data.exports = { .../** @type {object | undefined} */ (file.data.exports), [name]: value };
  tree.children.unshift(
    /** @type {import("mdast").RootContent} */ ({
      type: "mdxjsEsm",
      value: "",
      data: {
        estree: {
          type: "Program",
          sourceType: "module",
          body: [
            {
              type: "ExportNamedDeclaration",
              specifiers: [],
              attributes: [],
              source: null,
              declaration: {
                type: "VariableDeclaration",
                kind: "const",
                declarations: [
                  { type: "VariableDeclarator", id: { type: "Identifier", name }, init: valueToEstree(value) },
                ],
              },
            },
          ],
        },
      },
    }),
  );
}

/** Exports the front matter's data as `frontmatter` (YAML 1.2, like the YAML content files). */
function remarkFrontmatterExport() {
  /** @param {import("mdast").Root} tree @param {import("vfile").VFile} file */
  return (tree, file) => {
    const yaml = tree.children.find((node) => node.type === "yaml");
    exportConst(tree, file, "frontmatter", yaml && parse(yaml.value));
  };
}

/**
 * Gives every '##' and '###' heading a stable id and exports the list as `headings`, so the guide layout
 * can print jump links without parsing the article again.
 */
function remarkHeadings() {
  /** @param {import("mdast").Root} tree @param {import("vfile").VFile} file */
  return (tree, file) => {
    const slug = pageSlugger();
    /** @type {Array<{ depth: number, text: string, id: string }>} */
    const headings = [];
    for (const node of tree.children) {
      if (node.type !== "heading" || (node.depth !== 2 && node.depth !== 3)) continue;
      const text = toString(node);
      const id = slug(text);
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
      headings.push({ depth: node.depth, text, id });
    }
    exportConst(tree, file, "headings", headings);
  };
}

/** An address without its scheme, as a reader sees it written out. */
const bareAddress = (/** @type {string} */ url) => url.replace(/^https?:\/\//, "").replace(/\/$/, "");

/**
 * Marks a link whose text is its own address (a URL written out in the text, which GFM links by itself) with the
 * class `bare-url`: on paper, app.css prints every other outbound link's address after it, and this one would
 * print its address twice.
 */
function remarkBareUrls() {
  /** @param {import("mdast").Root} tree */
  return (tree) =>
    visit(tree, "link", (node) => {
      if (bareAddress(toString(node)) === bareAddress(node.url))
        node.data = { ...node.data, hProperties: { ...node.data?.hProperties, className: ["bare-url"] } };
    });
}

/**
 * Phone numbers in the text become `tel:` links, by the same rule as plain-text fields (content/schema/phone-numbers.ts).
 * @param {import("mdast").Text} text
 * @returns {import("mdast").PhrasingContent[]}
 */
const withPhoneLinks = (text) =>
  phoneNumberParts(text.value).map((part) =>
    typeof part === "string"
      ? { type: "text", value: part }
      : // Kept on one line: a number broken at a hyphen reads as two (html-validate's tel-non-breaking accepts this class).
        {
          type: "link",
          url: part.href,
          children: [{ type: "text", value: part.number }],
          data: { hProperties: { className: ["whitespace-nowrap"] } },
        },
  );

function remarkPhoneLinks() {
  /** @param {import("mdast").Root} tree */
  return (tree) => {
    /** @param {import("mdast").Nodes} node */
    const visit = (node) => {
      if (node.type === "link" || !("children" in node)) return;
      const parent = /** @type {{ children: import("mdast").Nodes[] }} */ (node);
      /** @type {import("mdast").Nodes[]} */
      const children = [];
      for (const child of parent.children) {
        if (child.type === "text") children.push(...withPhoneLinks(child));
        else {
          visit(child);
          children.push(child);
        }
      }
      parent.children = children;
    };
    visit(tree);
  };
}

/**
 * Exports the changing facts a body quotes as `quotes`: the products of its <Price of="..." /> and the shared facts
 * of its <Fact id="..." />, so the page can say when they were last checked.
 */
function remarkQuotes() {
  /** @param {import("mdast").Root} tree @param {import("vfile").VFile} file */
  return (tree, file) => {
    /** @type {{ prices: string[], facts: string[] }} */
    const quotes = { prices: [], facts: [] };
    visit(tree, (node) => {
      if (node.type !== "mdxJsxFlowElement" && node.type !== "mdxJsxTextElement") return;
      const attribute = (/** @type {string} */ name) =>
        node.attributes.find((a) => a.type === "mdxJsxAttribute" && a.name === name)?.value;
      const of = attribute("of");
      const id = attribute("id");
      if (node.name === "Price" && typeof of === "string") quotes.prices.push(of);
      if (node.name === "Fact" && typeof id === "string") quotes.facts.push(id);
    });
    exportConst(tree, file, "quotes", quotes);
  };
}

/**
 * Exports the body's links to pages of this site as `links`, each with its line in the file, so the content check
 * and the build can stop on a broken one and say where it is.
 */
function remarkLinks() {
  /** @param {import("mdast").Root} tree @param {import("vfile").VFile} file */
  return (tree, file) => {
    /** @type {Array<{ url: string, line: number }>} */
    const links = [];
    visit(tree, "link", (node) => {
      if (node.url.startsWith("/")) links.push({ url: node.url, line: node.position?.start.line ?? 0 });
    });
    exportConst(tree, file, "links", links);
  };
}

/**
 * Exports how many words the body has as `words` (its text, without the frontmatter), so the content check can hold a
 * guide to the editorial standard's length.
 */
function remarkWordCount() {
  /** @param {import("mdast").Root} tree @param {import("vfile").VFile} file */
  return (tree, file) => {
    const text = tree.children
      .filter((node) => node.type !== "yaml" && node.type !== "mdxjsEsm")
      .map((node) => toString(node))
      .join(" ");
    exportConst(tree, file, "words", text.split(/\s+/).filter((word) => /\w/.test(word)).length);
  };
}

/** @type {import("@mdx-js/mdx").CompileOptions} */
export const mdxOptions = {
  // remarkNoCode first, before the plugins below add their exports.
  remarkPlugins: [
    remarkFrontmatter,
    remarkNoCode,
    remarkFrontmatterExport,
    remarkGfm,
    remarkHeadings,
    remarkBareUrls,
    remarkPhoneLinks,
    remarkQuotes,
    remarkLinks,
    remarkWordCount,
  ],
};
