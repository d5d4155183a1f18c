import type { ComponentType } from "react";
import { isRouteErrorResponse } from "react-router";
import site from "../content/site-text";
import { NotFoundPage } from "../components/not-found-page";
import { loadPage } from "../content/content.server";
import { seo } from "../lib/seo";
import type { Route } from "./+types/content";
import { routePage } from "../components/route-page";

/**
 * Every page made from a content file and every unknown path: one route, so the route table stays the same
 * size however many pages the content holds (docs/decisions/008). The page kinds are defined in
 * app/content/page-kinds.server.ts; each renders with app/components/page-kinds/<kind>.tsx.
 */
export function loader({ url }: Route.LoaderArgs) {
  return loadPage(url.pathname);
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  !loaderData || loaderData.kind === "not-found"
    ? seo({ meta: site.notFound.meta, path: location.pathname, noindex: true })
    : seo(loaderData.seo);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each component takes its own kind's route data
const components = import.meta.glob<ComponentType<any>>("../components/page-kinds/*.tsx", {
  eager: true,
  import: "default",
});

export default routePage(function ContentRoute({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  if (loaderData.kind === "not-found") return <NotFoundPage />;
  const Page = components[`../components/page-kinds/${loaderData.kind}.tsx`];
  if (!Page)
    throw new Error(
      `No component for the page kind "${loaderData.kind}": add app/components/page-kinds/${loaderData.kind}.tsx`,
    );
  return <Page {...loaderData} />;
});

/**
 * A full load of an unknown path gets 404.html, rendered by this route. In the browser the same path can come back
 * without a full load (the back button after leaving a 404): there is no data file for it, the server answers 404,
 * and the reader sees the same not-found screen. (A clientLoader could do this too, but React Router never
 * prefetches the data of a route that has one.)
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  throw error;
}
