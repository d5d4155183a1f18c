/** The documents of the site-search index, built at build time from the same content as the pages. */
import { reviewId } from "../components/ranked-card";
import { content } from "./content.server";
import { mdxText } from "./mdx-html.server";
import type { SearchDocument } from "./search";

export function searchDocuments(): SearchDocument[] {
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
  const guides = content.guides.map(({ path, file, guide }): SearchDocument => ({
    id: path,
    type: "guide",
    title: guide.title,
    path,
    snippet: guide.meta.description,
    names: "",
    text: mdxText(file),
  }));
  return [...lists, ...guides];
}
