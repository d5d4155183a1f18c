import { connect } from "node:net";
import { afterEach, expect, it } from "vitest";
import { createSiteServer } from "./site-server.js";

/** @type {import("node:http").Server | undefined} */
let server;
afterEach(() => new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined))));

/**
 * What a raw connection that sends `sent` receives before it closes, from a server that gives a request's headers
 * 200 ms: the server closes every one of these connections itself, so each test ends without a time of its own.
 */
/** @param {string} sent */
async function answerTo(sent) {
  server = createSiteServer((_request, response) => response.end("ok"), {
    headersTimeout: 200,
    requestTimeout: 400,
    connectionsCheckingInterval: 50,
  });
  await new Promise((resolve) => server?.listen(0, "127.0.0.1", () => resolve(undefined)));
  const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
  const socket = connect(port, "127.0.0.1");
  if (sent) socket.write(sent);
  let received = "";
  socket.on("data", (data) => (received += data.toString("latin1")));
  await new Promise((resolve) => socket.on("close", resolve));
  return received;
}

it("closes a connection that never sent a byte without a word once the time for headers passes", async () => {
  expect(await answerTo("")).toBe("");
});

it("answers a request whose headers never finish 408, and a malformed one 400, as Node does", async () => {
  expect(await answerTo("GET / HTTP/1.1\r\nHost: x\r\n")).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
  expect(await answerTo("NOT HTTP\r\n\r\n")).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
});
