/**
 * The Vite plugin that compiles the site's MDX (guides and plain pages) for the build, the content check and the
 * tests alike: @mdx-js/mdx's compile with mdx.config.js, run in worker threads (mdx-compile-worker.js), one per
 * core. Vite's transform hook runs in one thread, and at 10,000 extra pages compiling 5,000 guides there took about
 * 34 s of the bundling (decision 024); the bundler waits on many files at once, so they compile side by side.
 */
import { availableParallelism } from "node:os";
import { relative } from "node:path";
import { Worker } from "node:worker_threads";
import { mdxSyntaxError } from "./content-syntax.js";

/** @typedef {{ job: number, code?: string, error?: string, line?: number }} Compiled */

/** @returns {import("vite").Plugin} */
export function mdxInWorkers() {
  /** @type {Worker[]} */
  const workers = [];
  /** @type {Map<number, { path: string, resolve: (code: string) => void, reject: (error: Error) => void }>} */
  const waiting = new Map();
  let jobs = 0;
  let development = false;

  /**
   * A worker keeps the process alive only while a file waits on it: with nothing waiting, a process whose work is done
   * may end (the dev server and the tests never call buildEnd at a known time).
   */
  const holdProcess = () => {
    for (const worker of workers)
      if (waiting.size > 0) worker.ref();
      else worker.unref();
  };

  /** @param {Compiled} compiled */
  const settle = ({ job, code, error, line }) => {
    const handlers = waiting.get(job);
    waiting.delete(job);
    holdProcess();
    if (!handlers) return;
    if (code === undefined)
      handlers.reject(mdxSyntaxError(relative(process.cwd(), handlers.path), { line, reason: error }));
    else handlers.resolve(code);
  };

  const start = () => {
    for (let index = 0; index < availableParallelism(); index++) {
      const worker = new Worker(new URL("./mdx-compile-worker.js", import.meta.url));
      worker.on("message", settle);
      worker.on("error", (error) => {
        for (const { reject } of waiting.values()) reject(error);
        waiting.clear();
        holdProcess();
      });
      workers.push(worker);
    }
  };

  /** @type {Set<Promise<string>>} */
  const compiling = new Set();

  /** @param {string} path @param {string} value @returns {Promise<string>} */
  const compileInWorker = (path, value) => {
    if (workers.length === 0) start();
    jobs += 1;
    const job = jobs;
    /** @type {Promise<string>} */
    const compiled = new Promise((resolve, reject) => {
      waiting.set(job, { path, resolve, reject });
      holdProcess();
      workers[job % workers.length]?.postMessage({ job, path, value, development });
    });
    compiling.add(compiled);
    const done = () => compiling.delete(compiled);
    compiled.then(done, done);
    return compiled;
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
    // The workers end with each environment's build, so their memory goes back before React Router's build step, the
    // largest of the bundler's process. A build that stops on an error can end with files still compiling: they
    // finish first, or whatever waits on them would wait for ever.
    async buildEnd() {
      await Promise.allSettled(compiling);
      await Promise.all(workers.splice(0).map((worker) => worker.terminate()));
    },
  };
}
