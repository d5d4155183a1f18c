/**
 * The stock-photo and sponsored-content hosts are unreachable from our machines. For Lighthouse, Chromium
 * resolves them to this local HTTPS server (self-signed, so Chromium runs with --ignore-certificate-errors):
 * every photo is answered with public/og-image.jpg (50 KB, a realistic size for a 1200 px JPEG) and the
 * sponsored loader with an empty script, as if the provider had nothing to show.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { createServer } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PHOTO_HOST, SPONSORED_HOST } from "../app/lib/third-party-hosts.ts";

const STUBBED_HOSTS = [PHOTO_HOST, SPONSORED_HOST].map((origin) => new URL(origin).host);

/** @returns {Promise<{ port: number, close: () => void }>} */
export function startThirdPartyStub() {
  const dir = mkdtempSync(join(tmpdir(), "top5-stub-"));
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=stub",
      "-keyout",
      join(dir, "key.pem"),
      "-out",
      join(dir, "cert.pem"),
    ],
    {
      stdio: "ignore",
    },
  );
  const photo = readFileSync(fileURLToPath(new URL("../public/og-image.jpg", import.meta.url)));
  const server = createServer(
    { key: readFileSync(join(dir, "key.pem")), cert: readFileSync(join(dir, "cert.pem")) },
    (req, res) => {
      if (req.headers.host?.startsWith(new URL(SPONSORED_HOST).host)) {
        res.writeHead(200, { "Content-Type": "text/javascript", "Access-Control-Allow-Origin": "*" });
        return res.end("");
      }
      res.writeHead(200, { "Content-Type": "image/jpeg", "Cache-Control": "public, max-age=31536000" });
      res.end(photo);
    },
  );
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
      resolve({ port, close: () => server.close() });
    }),
  );
}

/** Chromium flags that send the stubbed hosts to the stub. @param {number} port */
export const stubChromeFlags = (port) => [
  `--host-resolver-rules=${STUBBED_HOSTS.map((host) => `MAP ${host} 127.0.0.1:${port}`).join(", ")}`,
  "--ignore-certificate-errors",
];
