import { SITE_URL } from "../lib/site";

/** Prerendered to /robots.txt: everything may be crawled; the sitemap lists every page. */
export function loader() {
  return new Response(`User-agent: *\nAllow: /\n\nSitemap: ${SITE_URL}/sitemap.xml\n`, {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
