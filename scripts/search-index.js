/**
 * The site search index, written by Pagefind from the built pages (decision 010): it indexes what each list and
 * guide marks with data-pagefind-body, and a query later fetches only the few chunks it needs, whatever the size
 * of the site. Pagefind reads the pages itself, in parallel; its result URLs keep the file's '.html', which the
 * search page drops (app/lib/search.ts).
 */
import { rmSync } from "node:fs";
import { join } from "node:path";
import * as pagefind from "pagefind";

/** Pagefind's ready-made interfaces; the site has its own search page, so they are not shipped. */
const UNUSED = [
  "pagefind-ui.js",
  "pagefind-ui.css",
  "pagefind-modular-ui.js",
  "pagefind-modular-ui.css",
  "pagefind-component-ui.js",
  "pagefind-component-ui.css",
  "pagefind-highlight.js",
];

/** @param {string} root build/client */
export async function writeSearchIndex(root) {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: "en" });
  if (!index) throw new Error(`Pagefind: ${errors.join("; ")}`);
  try {
    const added = await index.addDirectory({ path: root, glob: "**/*.html" });
    if (added.errors.length > 0) throw new Error(`Pagefind: ${added.errors.join("; ")}`);
    const written = await index.writeFiles({ outputPath: join(root, "pagefind") });
    if (written.errors.length > 0) throw new Error(`Pagefind: ${written.errors.join("; ")}`);
  } finally {
    await pagefind.close();
  }
  for (const name of UNUSED) rmSync(join(root, "pagefind", name), { force: true });
}
