/**
 * Runs only at build time, when every page is prerendered. Unlike the default entry it always waits for
 * the whole tree (onAllReady) and never outlines a boundary, so each HTML file is complete, with no
 * streamed fallbacks or inline swap scripts: readers without JavaScript and crawlers get the full page.
 */
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";

// What scripts/prerender.js needs of the server build besides its routes: which paths to render, which of them is
// the not-found screen (it becomes 404.html), and the content, loaded before any page.
export { prerenderPaths } from "./content/prerender-paths.server";
export { NOT_FOUND_PRERENDER_PATH } from "./lib/site";
export { loadContent } from "./content/content.server";

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      // React outlines any Suspense boundary larger than this into a streamed <template> swapped in by an
      // inline script; a long guide is larger than the default, so it would be invisible without JavaScript.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const body = new PassThrough();
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(
          new Response(createReadableStreamFromReadable(body), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
        pipe(body);
      },
      onShellError: reject,
      onError(error) {
        // A render error must fail the build rather than ship a half-rendered page.
        reject(error);
      },
    });
  });
}
