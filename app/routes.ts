/**
 * The route table, in one place. Every page is an explicit, static route generated from the content
 * files, never a dynamic `:slug`, so an unknown path matches only the catch-all on the server and in the
 * browser alike (see docs/decisions/002-explicit-routes.md).
 */
import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { rankedListSchema } from "../content/schema";
import { contentSlug, ContentError, parseFiles, type Problems } from "./lib/content-registry";
import { FIXED_PAGES, GENERATED_FILES } from "./lib/pages";

// Route config is evaluated without the MDX plugin, so guides and plain pages are discovered by file name
// here; their frontmatter is validated by app/lib/content.server.ts when the pages are prerendered.
const problems: Problems = [];
const lists = parseFiles(rankedListSchema, import.meta.glob("../content/lists/*.ts", { eager: true, import: "default" }), problems);
if (problems.length > 0) throw new ContentError(problems);
const guideSlugs = Object.keys(import.meta.glob("../content/guides/*.mdx")).map(contentSlug);
const pageSlugs = Object.keys(import.meta.glob("../content/pages/*.mdx")).map(contentSlug);

export default [
  ...FIXED_PAGES.map((page) => (page.path === "/" ? index(page.file) : route(page.path, page.file))),
  ...lists.map(({ slug, data }) => route(data.path, "routes/ranked-list.tsx", { id: `list/${slug}` })),
  ...guideSlugs.map((slug) => route(`/${slug}`, "routes/guide.tsx", { id: `guide/${slug}` })),
  ...pageSlugs.map((slug) => route(`/${slug}`, "routes/page.tsx", { id: `page/${slug}` })),
  ...GENERATED_FILES.map((generated) => route(generated.path, generated.file)),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
