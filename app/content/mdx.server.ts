/**
 * Guide and plain-page bodies are MDX, rendered to HTML once, at build time. Pages carry the HTML in their
 * loader data, so a body costs no JavaScript and client-side navigation fetches it with the page's data.
 */
import type { MDXContent } from "mdx/types";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { mdxComponents } from "../components/mdx/mdx-components";

/** A '##' or '###' heading of an MDX body, as mdx.config.js exports it. */
export interface MdxHeading {
  depth: 2 | 3;
  text: string;
  id: string;
}

/** What an MDX content file exports (mdx.config.js): its body, its frontmatter, its headings and what it quotes. */
export interface MdxModule {
  default: MDXContent;
  frontmatter: unknown;
  headings: MdxHeading[];
  /** The products of its <Price of="..." /> and the shared facts of its <Fact id="..." />. */
  quotes: { prices: string[]; facts: string[] };
  /** Its links to pages of this site, with their line in the file. */
  links: Array<{ url: string; line: number }>;
  /** How many words its body has. */
  words: number;
}

/** A body as HTML, with island markers where interactive components go. */
export function mdxHtml(body: MDXContent): string {
  return renderToStaticMarkup(createElement(body, { components: mdxComponents }));
}
