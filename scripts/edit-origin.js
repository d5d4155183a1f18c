/**
 * The edit server answers the editor's own page only (decision 049). It listens on 127.0.0.1, yet any page a writer
 * has open can send it requests: a cross-site form or `fetch` with a text/plain body needs no CORS preflight, and a
 * name whose DNS answer turns into 127.0.0.1 (DNS rebinding) makes the editor that name's own origin. So, in front
 * of every route (Vite's own, the editor's API and decap-server), a request is refused with 403 and one line unless:
 * - its Host is the editor's address (127.0.0.1 or localhost, at the port it came in on);
 * - its Origin, when it has one, is that same address (a browser sends one with every POST);
 * - its Sec-Fetch-Site, when it has one, is same-origin or none (typed in, or from a bookmark);
 * - with a body, it is application/json, which a page elsewhere can send only after a preflight, and the refused
 *   Origin refuses the preflight too.
 */

/** The names a writer opens the editor by; any other Host is a name pointing at 127.0.0.1. */
const LOOPBACK = ["127.0.0.1", "localhost"];

const JSON_BODY = /^application\/json\s*(;|$)/i;

/**
 * Why the edit server refuses `request`, in one line, or undefined for the editor's own page.
 * @param {import("node:http").IncomingMessage} request
 */
export function refusal({ method, headers, socket }) {
  const host = headers.host ?? "";
  const site = headers["sec-fetch-site"];
  if (!LOOPBACK.some((name) => host === `${name}:${socket.localPort}`))
    return `refused: ${host || "no Host"} is not this editor's address; open http://localhost:${socket.localPort}/`;
  if (headers.origin !== undefined && headers.origin !== `http://${host}`)
    return `refused: a page at ${headers.origin} may not use this editor`;
  if (site !== undefined && site !== "same-origin" && site !== "none")
    return `refused: a ${site} request may not use this editor; open http://${host}/ yourself`;
  if (method !== "GET" && method !== "HEAD" && !JSON_BODY.test(headers["content-type"] ?? ""))
    return "refused: a request with a body must be application/json";
  return undefined;
}

/**
 * The Vite plugin, before every other middleware of the edit server.
 * @returns {import("vite").Plugin}
 */
export function ownPageOnly() {
  return {
    name: "top5-own-page-only",
    configureServer: {
      order: "pre",
      handler(server) {
        server.middlewares.use((request, response, next) => {
          const reason = refusal(request);
          if (!reason) return next();
          response.writeHead(403, { "content-type": "text/plain; charset=utf-8" });
          response.end(`${reason}\n`);
        });
      },
    },
  };
}
