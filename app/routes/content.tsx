import { isRouteErrorResponse } from "react-router";
import { GuidePage } from "../components/guide/guide-page";
import { RankedListPage } from "../components/list/ranked-list-page";
import { NotFoundPage } from "../components/not-found-page";
import { PlainPage } from "../components/plain-page";
import { breadcrumbsFor } from "../lib/breadcrumbs.server";
import { content, headingsOf } from "../lib/content.server";
import { mdxHtml } from "../lib/mdx-html.server";
import { seo } from "../lib/seo";
import { mustReadTeasers } from "../lib/teasers.server";
import type { Route } from "./+types/content";

/**
 * Every page made from a content file (ranked lists, guides, plain pages) and every unknown path: one route,
 * so the route table stays the same size however many pages the content holds (docs/decisions/008).
 */
export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const page = content.byPath.get(path);
  switch (page?.kind) {
    case "list":
      return { kind: page.kind, list: page.list, mustReads: mustReadTeasers(page.list), crumbs: breadcrumbsFor(path) };
    case "guide":
      return { kind: page.kind, path, html: mdxHtml(page.file), guide: page.guide, headings: headingsOf(page.file), crumbs: breadcrumbsFor(path) };
    case "page":
      return { kind: page.kind, path, html: mdxHtml(page.file), page: page.page };
    default:
      return { kind: "not-found" as const };
  }
}

// A full load of an unknown path gets 404.html, rendered by this route. In the browser the same path can come
// back without a full load (the back button after leaving a 404): there is no data file for it, the server
// answers 404, and the reader sees the same not-found screen.
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch (error) {
    if (isRouteErrorResponse(error) && error.status === 404) return { kind: "not-found" as const };
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  switch (loaderData.kind) {
    case "list":
      return seo({ meta: loaderData.list.meta, path: loaderData.list.path, image: loaderData.list.entries[0]?.image });
    case "guide":
      return seo({ meta: loaderData.guide.meta, path: loaderData.path, type: "article", image: loaderData.guide.hero });
    case "page":
      return seo({ meta: loaderData.page.meta, path: loaderData.path });
    default:
      return seo({
        meta: {
          title: "Page not found",
          description: "The page you asked for does not exist. Return to the Top5 home page to browse every ranked list and guide.",
          keywords: ["top5"],
        },
        path: location.pathname,
        noindex: true,
      });
  }
};

export default function ContentRoute({ loaderData }: Route.ComponentProps) {
  switch (loaderData.kind) {
    case "list":
      return <RankedListPage {...loaderData} />;
    case "guide":
      return <GuidePage {...loaderData} />;
    case "page":
      return <PlainPage {...loaderData} />;
    default:
      return <NotFoundPage />;
  }
}
