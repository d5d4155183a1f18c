import { content } from "../content/content.server";
import { FIXED_ROUTES } from "../lib/fixed-routes";
import { canonicalUrl } from "../lib/seo";

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

/** Prerendered to /sitemap.xml: every prerendered page with its canonical URL and last change. */
export function loader() {
  // Built-in pages (home, /categories, ...) show lists and guides, so they change when any of them does.
  const newest =
    content.contentPages
      .map((page) => page.updated)
      .sort()
      .at(-1) ?? "";
  const entries = [...FIXED_ROUTES.map((fixed) => ({ path: fixed.path, updated: newest })), ...content.contentPages];
  const urls = entries
    .map(({ path, updated }) => `  <url>\n    <loc>${escapeXml(canonicalUrl(path))}</loc>\n    <lastmod>${updated}</lastmod>\n  </url>`)
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
