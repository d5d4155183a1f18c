import { content } from "../lib/content.server";
import { FIXED_PAGES } from "../lib/pages";
import { canonicalUrl } from "../lib/seo";

function lastModified(path: string, newest: string): string {
  const page = content.byPath.get(path);
  switch (page?.kind) {
    case "list":
      return page.list.updated;
    case "guide":
      return page.guide.updated;
    case "page":
      return page.page.updated;
    default:
      // Built-in pages (home, /categories, ...) show lists and guides, so they change when any of them does.
      return newest;
  }
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

/** Prerendered to /sitemap.xml: every page of the route table with its canonical URL and last change. */
export function loader() {
  const paths = [...FIXED_PAGES.map((page) => page.path), ...content.pages.map((page) => page.path)];
  const newest =
    content.pages
      .map((page) => lastModified(page.path, ""))
      .sort()
      .at(-1) ?? "";
  const urls = paths
    .map((path) => `  <url>\n    <loc>${escapeXml(canonicalUrl(path))}</loc>\n    <lastmod>${lastModified(path, newest)}</lastmod>\n  </url>`)
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
