import { sitemapEntries } from "../content/content.server";
import { SITEMAP_PATH, sitemapFiles } from "../lib/sitemap";

/** Prerendered to /sitemap.xml: every prerendered page with its canonical URL and last change, or past 50,000 an index. */
export async function loader() {
  return new Response(sitemapFiles(await sitemapEntries()).get(SITEMAP_PATH), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
