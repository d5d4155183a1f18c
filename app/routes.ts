/**
 * The route table, in one place: the fixed pages, the files generated from the content, and one route for
 * every page made from a content file and every unknown path (see docs/decisions/008-one-content-route.md).
 */
import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { FIXED_ROUTES, GENERATED_FILES } from "./lib/fixed-routes";

export default [
  ...FIXED_ROUTES.map((fixed) => (fixed.path === "/" ? index(fixed.file) : route(fixed.path, fixed.file))),
  ...GENERATED_FILES.map((generated) => route(generated.path, generated.file)),
  route("*", "routes/content.tsx"),
] satisfies RouteConfig;
