/**
 * The edit server's own routes, as a Vite plugin for scripts/edit.js: the editor's page at /, the API it asks the
 * site through, and decap-server's, which reads and writes the files, at /api/v1. The API's modules are TypeScript
 * that reads the content through import.meta.glob, so they load through Vite's SSR loader, as for check:content.
 * decap-server runs in this process, through its documented middleware (decap-server/dist/middlewares), rather
 * than on a port of its own, where any page or program could ask it to write a file: here only a request that
 * passed edit-origin.js reaches it.
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import decapServer from "decap-server/dist/middlewares.js";
import express from "express";

/** The modules whose import.meta.glob lists the content files: which pages, products and facts exist. */
const GLOBBING = ["app/content/content.server.ts", "app/content/page-files.ts"];

/** A path the editor may ask about: a content file, never a place outside content/. */
const CONTENT_FILE = /^content\/([a-z0-9]+(-[a-z0-9]+)*\/)*[a-z0-9]+(-[a-z0-9]+)*\.(yaml|mdx)$/;

/**
 * @param {import("node:http").IncomingMessage} request
 * @returns {Promise<{ file: string, text: string, isNew: boolean }>}
 */
async function candidate(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  const { file, text, isNew } = JSON.parse(Buffer.concat(chunks).toString("utf8"));
  if (typeof file !== "string" || !CONTENT_FILE.test(file) || typeof text !== "string")
    throw new Error(`not a content file: ${file}`);
  return { file, text, isNew: isNew === true };
}

/** @returns {import("vite").Plugin} */
export function editorApi() {
  return {
    name: "top5-editor-api",
    async configureServer(server) {
      // decap-server's local backend writes to the checkout this names.
      process.env.GIT_REPO_DIRECTORY = server.config.root;
      const app = express();
      await decapServer.registerLocalFs(app);
      // An express app is a connect middleware too; its types know it only as express's.
      const decap = /** @type {import("vite").Connect.NextHandleFunction} */ (/** @type {unknown} */ (app));
      const load = (/** @type {string} */ module) => server.ssrLoadModule(module);
      // A file added to or removed from content/ changes what those globs list. With no HMR, Vite re-reads a
      // changed file but runs no glob again, so the check would not see a new product or guide until a restart.
      const { moduleGraph } = server.environments.ssr;
      const relist = (/** @type {string} */ file) => {
        if (!file.startsWith(join(server.config.root, "content"))) return;
        for (const module of GLOBBING.flatMap((id) => [
          ...(moduleGraph.getModulesByFile(join(server.config.root, id)) ?? []),
        ]))
          moduleGraph.invalidateModule(module);
      };
      server.watcher.on("add", relist);
      server.watcher.on("unlink", relist);
      /** @type {Record<string, (request: import("node:http").IncomingMessage) => Promise<unknown>>} */
      const routes = {
        "GET /api/config": async () =>
          (await load("/editor/server/config.server.ts")).decapConfig({
            repo: process.env.TOP5_CMS_REPO,
            authUrl: process.env.TOP5_CMS_AUTH_URL,
          }),
        "POST /api/check": async (request) => {
          const { file, text, isNew } = await candidate(request);
          const { problems } = await (await load("/editor/server/candidate.server.ts")).checkCandidate(file, text);
          // A new entry never takes the place of a file that is there: Decap would save over it, or beside it as -1.
          const taken = isNew && existsSync(join(server.config.root, file));
          return {
            problems: [
              ...(taken
                ? [{ file, field: "address", path: ["address"], message: `${file} already exists; choose another` }]
                : []),
              ...problems,
            ],
          };
        },
        "POST /api/preview": async (request) => {
          const { file, text } = await candidate(request);
          return (await load("/editor/server/preview.server.tsx")).previewPage(file, text);
        },
      };
      server.middlewares.use(async (request, response, next) => {
        const path = request.url?.split("?")[0];
        if (path === "/api/v1") return decap(request, response, next);
        try {
          if (request.method === "GET" && path === "/") {
            const html = await readFile(new URL("../editor/index.html", import.meta.url), "utf8");
            response.setHeader("content-type", "text/html");
            response.end(await server.transformIndexHtml("/editor/index.html", html));
            return;
          }
          const route = routes[`${request.method} ${path}`];
          if (!route) return next();
          const answer = await route(request);
          response.setHeader("content-type", "application/json");
          response.end(JSON.stringify(answer));
        } catch (error) {
          server.ssrFixStacktrace(/** @type {Error} */ (error));
          console.error(error);
          response.statusCode = 500;
          response.setHeader("content-type", "application/json");
          response.end(JSON.stringify({ error: error instanceof Error ? error.message : String(error) }));
        }
      });
    },
  };
}
