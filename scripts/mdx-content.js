/**
 * The Vite plugin that compiles the site's MDX (guides and plain pages) for the build, the content check, the editor
 * and the tests alike: @mdx-js/mdx's compile with mdx.config.js, in Vite's own thread. A file that does not compile
 * stops with its name, line and reason (content-syntax.js). Compiling in worker threads instead gained 5% of the
 * bundling at 10,000 extra pages on React Router 8 and cost 200 MB of peak memory, so it went (decision 048).
 */
import { relative } from "node:path";
import { compile } from "@mdx-js/mdx";
import { VFile } from "vfile";
import { mdxOptions } from "../mdx.config.js";
import { mdxSyntaxError } from "./content-syntax.js";

/** @returns {import("vite").Plugin} */
export function mdxContent() {
  let development = false;
  return {
    name: "top5:mdx-content",
    enforce: "pre",
    config(_, env) {
      development = env.mode === "development";
    },
    async transform(value, id) {
      const [path = ""] = id.split("?");
      if (!path.endsWith(".mdx")) return null;
      try {
        const compiled = await compile(new VFile({ path, value }), { ...mdxOptions, development });
        return { code: String(compiled.value), map: null };
      } catch (error) {
        throw mdxSyntaxError(relative(process.cwd(), path), error);
      }
    },
  };
}
