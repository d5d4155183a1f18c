/**
 * Guide and page bodies are MDX, rendered to HTML once, at build time. Pages carry the HTML in their loader
 * data, so a body costs no JavaScript and client-side navigation fetches it with the page's data.
 */
import type { MDXContent } from "mdx/types";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { splitAtIslands } from "../components/mdx/islands";
import { mdxComponents } from "../components/mdx/mdx-components";
import { contentFileName } from "./content-registry";

const bodies = new Map(
  Object.entries(import.meta.glob<MDXContent>("/content/{guides,pages}/*.mdx", { eager: true, import: "default" })).map(([key, body]) => [
    contentFileName(key),
    body,
  ]),
);

/** Every MDX content file, e.g. 'content/guides/vpn-protocols.mdx'. */
export function mdxFiles(): string[] {
  return [...bodies.keys()].sort();
}

/** The body of a content file, e.g. 'content/guides/vpn-protocols.mdx', as HTML with island markers. */
export function mdxHtml(file: string): string {
  const body = bodies.get(file);
  if (!body) throw new Error(`No MDX body for ${file}`);
  return renderToStaticMarkup(createElement(body, { components: mdxComponents }));
}

/** The body as plain text without its islands, for the search index. */
export function mdxText(file: string): string {
  return splitAtIslands(mdxHtml(file))
    .map((part) => ("html" in part ? part.html : " "))
    .join(" ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&[a-z#0-9]+;/gi, " ")
    .replace(/\s+/g, " ")
    .trim();
}
