/**
 * The site search index, written by Pagefind from the built pages (decision 010): it indexes what each list and
 * guide marks with data-pagefind-body, and a query later fetches only the few chunks it needs, whatever the size
 * of the site.
 */
import { readFileSync, rmSync } from "node:fs";
import { join, relative, sep } from "node:path";
import * as pagefind from "pagefind";

/** Pagefind's ready-made interfaces; the site has its own search page, so they are not shipped. */
const UNUSED = ["pagefind-ui.js", "pagefind-ui.css", "pagefind-modular-ui.js", "pagefind-modular-ui.css", "pagefind-component-ui.js", "pagefind-component-ui.css", "pagefind-highlight.js"];

/** The URL a page file is served at: category/vpn.html is /category/vpn. @param {string} root @param {string} file */
const pageUrl = (root, file) => `/${relative(root, file).split(sep).join("/").replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "")}`;

/**
 * @param {string} root build/client
 * @param {string[]} pages every HTML file of the build
 */
export async function writeSearchIndex(root, pages) {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: "en" });
  if (!index) throw new Error(`Pagefind: ${errors.join("; ")}`);
  try {
    for (const file of pages) {
      if (file === join(root, "404.html")) continue;
      const added = await index.addHTMLFile({ url: pageUrl(root, file), content: readFileSync(file, "utf8") });
      if (added.errors.length > 0) throw new Error(`Pagefind, ${file}: ${added.errors.join("; ")}`);
    }
    const written = await index.writeFiles({ outputPath: join(root, "pagefind") });
    if (written.errors.length > 0) throw new Error(`Pagefind: ${written.errors.join("; ")}`);
  } finally {
    await pagefind.close();
  }
  for (const name of UNUSED) rmSync(join(root, "pagefind", name), { force: true });
}
