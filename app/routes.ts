/**
 * The route table, in one place: the fixed pages, the files generated from the content, and one route for
 * every page made from a content file and every unknown path (see docs/decisions/008-one-content-route.md).
 */
import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { FIXED_PAGES, GENERATED_FILES } from "./lib/pages";

export default [
  ...FIXED_PAGES.map((page) => (page.path === "/" ? index(page.file) : route(page.path, page.file))),
  ...GENERATED_FILES.map((generated) => route(generated.path, generated.file)),
  route("*", "routes/content.tsx"),
] satisfies RouteConfig;
