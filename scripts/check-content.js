/**
 * `npm run check:content`: everything an editor needs to hear about the content, in one run, one problem per
 * line as `<file>: <field or line>: <message>`; exit code 1 on any problem.
 * - every content file validated the way the build does it (same loader, same MDX settings);
 * - every MDX body rendered (unknown components, unknown <Price>/<Fact> ids);
 * - one fact, one place: prices and policies compared across pages (content-checks/consistency.js);
 * - US English (content-checks/spelling.js).
 */
import mdx from "@mdx-js/rollup";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createServer } from "vite";
import { mdxOptions } from "../mdx.config.js";
import { consistencyProblems, mdxPassages, passagesOf } from "./content-checks/consistency.js";
import { spellingProblems } from "./content-checks/spelling.js";

const root = fileURLToPath(new URL("..", import.meta.url));
/** Content modules that hold records rather than reader-facing pages. */
const RECORDS = ["content/schema.ts", "content/vendors.ts", "content/facts.ts"];

/** @param {string} dir @returns {string[]} paths relative to the project, e.g. 'content/lists/vpn.ts' */
function contentFiles(dir = "content") {
  return readdirSync(join(root, dir), { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? contentFiles(`${dir}/${entry.name}`) : [`${dir}/${entry.name}`]))
    .sort();
}

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

  const files = contentFiles();
  const passages = [];
  for (const file of files) {
    if (file.endsWith(".mdx")) passages.push(...mdxPassages(file, readFileSync(join(root, file), "utf8")));
    else if (file.endsWith(".ts") && !RECORDS.includes(file)) passages.push(...passagesOf(file, (await server.ssrLoadModule(`/${file}`)).default));
  }
  const vendors = (await server.ssrLoadModule("/content/vendors.ts")).default;
  problems.push(...consistencyProblems({ vendors, passages }));
  problems.push(...(await spellingProblems(root)));

  if (problems.length > 0) {
    console.error(`Content check failed (${problems.length} problem${problems.length === 1 ? "" : "s"}):\n${problems.join("\n")}`);
    process.exitCode = 1;
  } else {
    console.log(`check:content: ${summary}: all valid, consistent and spelled in US English`);
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await server.close();
}
