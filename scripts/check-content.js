/**
 * `npm run check:content`: validates every content file the way the build does (same loader, same MDX
 * settings), renders every MDX body (which catches unknown components and unknown <Price>/<Fact> ids), and
 * prints each problem as `<file>: <field>: <message>`. Exit code 1 on any problem.
 */
import mdx from "@mdx-js/rollup";
import { createServer } from "vite";
import { mdxOptions } from "../mdx.config.js";

const server = await createServer({
  configFile: false,
  logLevel: "silent",
  appType: "custom",
  server: { middlewareMode: true, hmr: false, watch: null },
  plugins: [mdx(mdxOptions)],
});
/** @type {string[]} */
const problems = [];
try {
  let summary = "";
  try {
    const { content } = await server.ssrLoadModule("/app/lib/content.server.ts");
    summary = `${content.lists.length} lists, ${content.guides.length} guides, ${content.pages.length - content.lists.length - content.guides.length} plain pages, ${content.categories.length} category tiles`;
  } catch (error) {
    if (error instanceof Error && error.name === "ContentError") problems.push(.../** @type {{ problems: string[] }} */ (/** @type {unknown} */ (error)).problems);
    else throw error;
  }
  const { mdxFiles, mdxHtml } = await server.ssrLoadModule("/app/lib/mdx-html.server.ts");
  for (const file of mdxFiles()) {
    try {
      mdxHtml(file);
    } catch (error) {
      problems.push(`${file}: (body): ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (problems.length > 0) {
    console.error(`Content check failed (${problems.length} problem${problems.length === 1 ? "" : "s"}):\n${problems.join("\n")}`);
    process.exitCode = 1;
  } else {
    console.log(`check:content: ${summary}: all valid`);
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await server.close();
}
