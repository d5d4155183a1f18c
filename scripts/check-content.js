/**
 * `npm run check:content`: validates every content file the way the build does (same loader, same MDX
 * settings) and prints each problem as `<file>: <field>: <message>`. Exit code 1 on any problem.
 */
import { withAppModules } from "./content-loader.js";

try {
  await withAppModules(async (load) => {
    const { content } = await load("/app/content/content.server.ts");
    const count = (/** @type {string} */ kind) => content.pagesOf(kind).length;
    console.log(`check:content: ${count("list")} lists, ${count("guide")} guides, ${count("plain")} plain pages, ${content.categories.length} category tiles: all valid`);
  });
} catch (error) {
  console.error(error instanceof Error && error.name === "ContentError" ? error.message : error);
  process.exitCode = 1;
}
