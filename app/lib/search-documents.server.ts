/** The documents of the site-search index, built at build time from the same content as the pages. */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { mdxComponents } from "../components/mdx/mdx-components";
import { reviewId } from "../components/ranked-card";
import { content } from "./content.server";
import { loadMdx, mdxBody } from "./mdx";
import type { SearchDocument } from "./search";

/** Plain text of an MDX body: rendered once to HTML, tags stripped. */
async function mdxText(file: string): Promise<string> {
  await loadMdx(file);
  const html = renderToStaticMarkup(createElement(mdxBody(file), { components: { ...mdxComponents, a: "a" } }));
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&[a-z#0-9]+;/gi, " ")
    .replace(/\s+/g, " ")
    .trim();
}

export async function searchDocuments(): Promise<SearchDocument[]> {
  const lists = content.lists.flatMap(({ path, list }): SearchDocument[] => [
    {
      id: path,
      type: "list",
      title: list.title,
      path,
      snippet: list.tagline,
      names: list.entries.map((entry) => entry.title).join(", "),
      text: [list.meta.description, ...list.intro].join(" "),
    },
    ...list.entries.map((entry): SearchDocument => ({
      id: `${path}#${reviewId(entry)}`,
      type: "entry",
      title: entry.title,
      path: `${path}#${reviewId(entry)}`,
      snippet: entry.description,
      names: list.title,
      text: [entry.bestFor, ...entry.pros].join(" "),
    })),
  ]);
  const guides = await Promise.all(
    content.guides.map(async ({ path, file, guide }): Promise<SearchDocument> => ({
      id: path,
      type: "guide",
      title: guide.title,
      path,
      snippet: guide.meta.description,
      names: "",
      text: await mdxText(file),
    })),
  );
  return [...lists, ...guides];
}
