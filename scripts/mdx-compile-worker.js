/**
 * A worker thread of scripts/mdx-in-workers.js: compiles MDX files with the site's MDX settings (mdx.config.js) and
 * sends back the JavaScript.
 */
import { parentPort } from "node:worker_threads";
import { compile } from "@mdx-js/mdx";
import { VFile } from "vfile";
import { mdxOptions } from "../mdx.config.js";

parentPort?.on(
  "message",
  async (
    /** @type {{ job: number, path: string, value: string, development: boolean }} */ { job, path, value, development },
  ) => {
    try {
      const compiled = await compile(new VFile({ path, value }), { ...mdxOptions, development });
      parentPort?.postMessage({ job, code: String(compiled.value) });
    } catch (error) {
      const { line, reason } = /** @type {{ line?: number, reason?: string }} */ (error);
      parentPort?.postMessage({ job, error: reason ?? (error instanceof Error ? error.message : String(error)), line });
    }
  },
);
