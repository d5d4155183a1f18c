/**
 * The edit server answers its own page only (issue 49): a request from any other page (a foreign Origin, a
 * cross-site fetch, a "simple" text/plain POST that needs no preflight, a DNS-rebinding host) is refused with 403
 * and one line, at every endpoint, before it reaches the check, the preview or decap-server; and a candidate's
 * code never runs, even when the editor's own page sends it. A marker file that the payloads would write must stay
 * absent.
 */
import { existsSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import type { EditorCheckout } from "../support/editor-checkout";
import { expect, test } from "../support/editor-page";

const GUIDE = "content/guides/vpn-protocols.mdx";
/** Where a payload would write, inside the checkout: one file per request, which must never be there. */
const marker = (name: string) => `planted-${name.replace(/\W+/g, "-")}.txt`;

interface Sent {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** An HTTP request to the editor with exactly these headers (a browser's, or a forged Host): its status and body. */
function send(editor: EditorCheckout, { method = "GET", path, headers = {}, body }: Sent) {
  const { port } = new URL(editor.url);
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const sent = request({ host: "127.0.0.1", port, method, path, headers }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
    });
    // A WebSocket handshake the server accepts: it answers no other way.
    sent.on("upgrade", (response, socket) => {
      socket.destroy();
      resolve({ status: response.statusCode ?? 0, text: "" });
    });
    sent.on("error", reject);
    sent.end(body);
  });
}

/** What Chromium sends from the editor's own page at its printed address. */
function ownHeaders(editor: EditorCheckout, method: string): Record<string, string> {
  const { host } = new URL(editor.url);
  return {
    host,
    origin: `http://${host}`,
    "sec-fetch-site": "same-origin",
    ...(method === "POST" && { "content-type": "application/json" }),
  };
}

/** A guide whose `export const` would write `file` when its module is evaluated. */
const exporting = (editor: EditorCheckout, file: string) =>
  `${editor.read(GUIDE).toString()}\nexport const planted = process.getBuiltinModule("node:fs").writeFileSync(${JSON.stringify(join(editor.dir, file))}, "ran");\n`;

/** A decap-server save that would write `file`. */
const persisting = (file: string) =>
  JSON.stringify({
    action: "persistEntry",
    params: {
      branch: "main",
      entry: { slug: "planted", path: file, raw: "ran" },
      assets: [],
      options: { commitMessage: "planted", useWorkflow: false, status: "draft" },
    },
  });

/** Each endpoint, with a body that would write `file` if it got through. */
const endpoints: Array<{ method: "GET" | "POST"; path: string; body?(editor: EditorCheckout, file: string): string }> =
  [
    { method: "GET", path: "/" },
    { method: "GET", path: "/api/config" },
    { method: "GET", path: "/editor/main.tsx" },
    {
      method: "POST",
      path: "/api/check",
      body: (editor, file) => JSON.stringify({ file: GUIDE, text: exporting(editor, file) }),
    },
    {
      method: "POST",
      path: "/api/preview",
      body: (editor, file) => JSON.stringify({ file: GUIDE, text: exporting(editor, file) }),
    },
    { method: "POST", path: "/api/v1", body: (_, file) => persisting(file) },
  ];

/** The editor's own request with one thing changed, as another page could send it. */
const strangers: Array<{
  name: string;
  change(headers: Record<string, string>, port: string): void;
  /** Only a request with a body has a Content-Type to change. */
  postsOnly?: true;
}> = [
  { name: "a foreign Origin", change: (headers) => (headers.origin = "https://evil.example") },
  { name: "Sec-Fetch-Site: cross-site", change: (headers) => (headers["sec-fetch-site"] = "cross-site") },
  { name: "a sibling page on localhost", change: (headers) => (headers.origin = "http://localhost:3000") },
  {
    // A name the attacker's DNS answers with 127.0.0.1: to the browser, the editor is then that name's own origin.
    name: "a DNS-rebinding host",
    change: (headers, port) => {
      headers.host = `evil.example:${port}`;
      headers.origin = `http://evil.example:${port}`;
    },
  },
  {
    name: "a text/plain body (no preflight)",
    change: (headers) => (headers["content-type"] = "text/plain"),
    postsOnly: true,
  },
];

test("refuses every request from outside its own page with 403 and one line, and nothing runs", async ({ editor }) => {
  const { port } = new URL(editor.url);
  for (const stranger of strangers)
    for (const { method, path, body } of endpoints) {
      if (stranger.postsOnly && method !== "POST") continue;
      const name = `${method} ${path} with ${stranger.name}`;
      const file = marker(name);
      const headers = ownHeaders(editor, method);
      stranger.change(headers, port);
      const answer = await send(editor, { method, path, headers, body: body?.(editor, file) });
      // Soft: one run lists every request that got through, not only the first.
      expect.soft(answer.status, name).toBe(403);
      expect.soft(answer.text.trim(), name).toMatch(/^[^\n]+$/);
      expect.soft(existsSync(join(editor.dir, file)), `${name}: ${file} written`).toBe(false);
    }
});

test("opens no WebSocket, which no rule on its requests would see", async ({ editor }) => {
  // Without an Origin, as the rule lets through and Vite's WebSocket server would accept.
  const headers = {
    host: new URL(editor.url).host,
    connection: "Upgrade",
    upgrade: "websocket",
    "sec-websocket-version": "13",
    "sec-websocket-key": "dGhlIHNhbXBsZSBub25jZQ==",
    "sec-websocket-protocol": "vite-hmr",
  };
  expect((await send(editor, { path: "/", headers })).status).not.toBe(101);
});

test("answers its own page: the editor, its config, the check, the preview and decap-server", async ({ editor }) => {
  const own = (sent: Sent) => send(editor, { ...sent, headers: ownHeaders(editor, sent.method ?? "GET") });
  expect((await own({ path: "/" })).text).toContain("<!doctype html>");
  expect(JSON.parse((await own({ path: "/api/config" })).text)).toHaveProperty("collections");
  const guide = JSON.stringify({ file: GUIDE, text: editor.read(GUIDE).toString() });
  expect(JSON.parse((await own({ method: "POST", path: "/api/check", body: guide })).text)).toEqual({ problems: [] });
  expect(JSON.parse((await own({ method: "POST", path: "/api/preview", body: guide })).text).html).toContain("<h1");
  const info = await own({ method: "POST", path: "/api/v1", body: JSON.stringify({ action: "info" }) });
  expect(JSON.parse(info.text)).toMatchObject({ type: "local_fs" });
});

test("never runs a candidate's code, even from its own page: the check names it instead", async ({ editor }) => {
  for (const path of ["/api/check", "/api/preview"]) {
    const file = marker(`own ${path}`);
    const body = JSON.stringify({ file: GUIDE, text: exporting(editor, file) });
    const answer = await send(editor, { method: "POST", path, body, headers: ownHeaders(editor, "POST") });
    expect.soft(existsSync(join(editor.dir, file)), `${path}: ${file} written`).toBe(false);
    expect.soft(answer.status, path).toBe(200);
    expect
      .soft(JSON.parse(answer.text).problems, path)
      .toEqual([expect.objectContaining({ file: GUIDE, message: expect.stringContaining("export") })]);
  }
});
