/**
 * Every content file, as raw modules keyed by path: the one place that says where content lives. The
 * registry validates them (content-registry.ts); the loader (content.server.ts) and the tests use this.
 */
import type { RawContent } from "./content-registry";

export const contentFiles: RawContent = {
  lists: import.meta.glob("/content/lists/*.ts", { eager: true, import: "default" }),
  guides: import.meta.glob("/content/guides/*.mdx", { eager: true, import: "frontmatter" }),
  pages: import.meta.glob("/content/pages/*.mdx", { eager: true, import: "frontmatter" }),
  categories: import.meta.glob("/content/categories.ts", { eager: true, import: "default" }),
  home: import.meta.glob("/content/home.ts", { eager: true, import: "default" }),
  trending: import.meta.glob("/content/trending.ts", { eager: true, import: "default" }),
  categoriesPage: import.meta.glob("/content/categories-page.ts", { eager: true, import: "default" }),
  searchPage: import.meta.glob("/content/search-page.ts", { eager: true, import: "default" }),
  vendors: import.meta.glob("/content/vendors.ts", { eager: true, import: "default" }),
  facts: import.meta.glob("/content/facts.ts", { eager: true, import: "default" }),
};
