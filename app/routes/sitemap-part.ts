import { sitemapEntries } from "../content/content.server";
import { sitemapFiles } from "../lib/sitemap";
import type { Route } from "./+types/sitemap-part";

/** Prerendered to /sitemaps/<n>.xml, the parts of the sitemap index, when the site has more than 50,000 pages. */
export function loader({ params }: Route.LoaderArgs) {
  const xml = sitemapFiles(sitemapEntries()).get(`/sitemaps/${params.file}`);
  if (!xml) throw new Response(null, { status: 404 });
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
