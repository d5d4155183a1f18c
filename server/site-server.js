/**
 * The HTTP server every use of the static server listens with (`npm run serve`, the tests, the bench): Node's, with
 * one rule of a CDN's. A connection that never sent a byte is closed without a word once Node's `headersTimeout`
 * passes, as nginx and Cloudflare close an unused one. Node's default answers it `408 Request Timeout`, and a browser
 * that opened the connection ahead of need (a preconnect, a spare socket) and sends its request as that 408 arrives
 * takes the 408 for the request's answer: "Failed to load resource: 408" on a page that did nothing wrong.
 */
import { createServer, STATUS_CODES } from "node:http";

/** What Node's default answers a broken request with, by its error's code; any other gets 400. */
const STATUS_OF_ERROR = /** @type {Record<string, number>} */ ({
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
});

/** @param {import("node:http").RequestListener} handle @param {import("node:http").ServerOptions} [options] */
export function createSiteServer(handle, options = {}) {
  const server = createServer(options, handle);
  server.on(
    "clientError",
    (/** @type {NodeJS.ErrnoException} */ error, /** @type {import("node:net").Socket} */ socket) => {
      // As Node's default does: answer only a connection that has had no answer yet and can still take one.
      if (socket.bytesRead > 0 && socket.writable && socket.bytesWritten === 0) {
        const status = STATUS_OF_ERROR[error.code ?? ""] ?? 400;
        socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n\r\n`);
      }
      socket.destroy();
    },
  );
  return server;
}
