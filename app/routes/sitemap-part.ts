import type { LoaderFunctionArgs } from "react-router";
import { sitemapEntries } from "../content/content.server";
import { sitemapFiles } from "../lib/sitemap";

/**
 * Prerendered to /sitemaps/<n>.xml, the parts of the sitemap index, when the site has more than 50,000 pages.
 * Typed by hand: the route is mounted only then, so React Router generates no route types for it otherwise.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const xml = sitemapFiles(await sitemapEntries()).get(`/sitemaps/${params.file}`);
  if (!xml) throw new Response(null, { status: 404 });
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
