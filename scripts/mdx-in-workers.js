/**
 * The Vite plugin that compiles the site's MDX (guides and plain pages), in place of @mdx-js/rollup: the same
 * compile, run in worker threads (mdx-compile-worker.js), one per core. Vite's transform hook runs in one thread,
 * and at 10,000 extra pages compiling 5,000 guides there took about 34 s of the bundling (decision 011); the
 * bundler waits on many files at once, so they compile side by side.
 */
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";

/** @typedef {{ job: number, code?: string, error?: string }} Compiled */

/** @returns {import("vite").Plugin} */
export function mdxInWorkers() {
  /** @type {Worker[]} */
  const workers = [];
  /** @type {Map<number, { path: string, resolve: (code: string) => void, reject: (error: Error) => void }>} */
  const waiting = new Map();
  let jobs = 0;
  let development = false;

  /** @param {Compiled} compiled */
  const settle = ({ job, code, error }) => {
    const handlers = waiting.get(job);
    waiting.delete(job);
    if (code === undefined) handlers?.reject(new Error(`${handlers.path}: ${error}`));
    else handlers?.resolve(code);
  };

  const start = () => {
    for (let index = 0; index < availableParallelism(); index++) {
      const worker = new Worker(new URL("./mdx-compile-worker.js", import.meta.url));
      worker.on("message", settle);
      worker.on("error", (error) => {
        for (const { reject } of waiting.values()) reject(error);
        waiting.clear();
      });
      // The workers live as long as the build or the dev server, and never keep the process alive at its end.
      worker.unref();
      workers.push(worker);
    }
  };

  /** @param {string} path @param {string} value @returns {Promise<string>} */
  const compileInWorker = (path, value) => {
    if (workers.length === 0) start();
    jobs += 1;
    const job = jobs;
    return new Promise((resolve, reject) => {
      waiting.set(job, { path, resolve, reject });
      workers[job % workers.length]?.postMessage({ job, path, value, development });
    });
  };

  return {
    name: "top5:mdx-in-workers",
    enforce: "pre",
    config(_, env) {
      development = env.mode === "development";
    },
    async transform(value, id) {
      const [path = ""] = id.split("?");
      if (!path.endsWith(".mdx")) return null;
      return { code: await compileInWorker(path, value), map: null };
    },
    // Every file is compiled by the end of each environment's build: the workers' memory goes back before React
    // Router's build step, the largest of the bundler's process.
    async buildEnd() {
      await Promise.all(workers.splice(0).map((worker) => worker.terminate()));
    },
  };
}
