/**
 * The path of every page made from a content file, for the prerender list in react-router.config.ts. The
 * config is evaluated without the MDX plugin, so guides and plain pages are found by file name here; their
 * frontmatter is validated when the pages are prerendered and by `npm run check:content`.
 */
import { rankedListSchema } from "../../content/schema";
import { contentSlug, ContentError, parseFiles, type Problems } from "./content-registry";

const problems: Problems = [];
const lists = parseFiles(rankedListSchema, import.meta.glob("../../content/lists/*.ts", { eager: true, import: "default" }), problems);
if (problems.length > 0) throw new ContentError(problems);

export const CONTENT_PATHS = [
  ...lists.map(({ data }) => data.path),
  ...Object.keys(import.meta.glob("../../content/{guides,pages}/*.mdx")).map((key) => `/${contentSlug(key)}`),
];
