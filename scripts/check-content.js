/**
 * `npm run check:content`: validates every content file the way the build does (same loader, same MDX
 * settings) and prints each problem as `<file>: <field>: <message>`. Exit code 1 on any problem.
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
try {
  const { content } = await server.ssrLoadModule("/app/lib/content.server.ts");
  console.log(
    `check:content: ${content.lists.length} lists, ${content.guides.length} guides, ${content.pages.length - content.lists.length - content.guides.length} plain pages, ${content.categories.length} category tiles: all valid`,
  );
} catch (error) {
  console.error(error instanceof Error && error.name === "ContentError" ? error.message : error);
  process.exitCode = 1;
} finally {
  await server.close();
}
