/**
 * The team's editor as deployed: /admin built into a copy of the site (scripts/build-admin.js), served by our server
 * and by Cloudflare's runtime. It asks nothing of an edit server (no /api/ address, no other port): only its own
 * files, then GitHub once a writer signs in. Each entry is a pull request (Decap's editorial workflow).
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdtemp, readFile, rm } from "node:fs/promises";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { createApp } from "../../server/app.js";
import { createSiteServer } from "../../server/site-server.js";
import { BUILD_DIR } from "../support/built-site";
import { startCloudflare, type Cloudflare } from "../support/cloudflare";

const REPO = "example-owner/top5";
let site: string;
let server: Server;
let ours: string;
let cloudflare: Cloudflare;

test.beforeAll(async () => {
  site = await mkdtemp(join(tmpdir(), "top5-admin-"));
  await cp(BUILD_DIR, site, { recursive: true });
  await promisify(execFile)("node", ["scripts/build-admin.js"], {
    env: { ...process.env, TOP5_CMS_REPO: REPO, TOP5_CMS_AUTH_URL: "https://auth.example.com", TOP5_ADMIN_OUT: site },
  });
  server = createSiteServer(createApp(site));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  ours = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  cloudflare = await startCloudflare(site);
});

test.afterAll(async () => {
  await cloudflare?.stop();
  if (server) await new Promise((resolve) => server.close(resolve));
  if (site) await rm(site, { recursive: true, force: true });
});

test("is built only when a repository is named; without one nothing is written", async () => {
  const elsewhere = join(site, "without-a-repository");
  const { stdout } = await promisify(execFile)("node", ["scripts/build-admin.js"], {
    env: { ...process.env, TOP5_CMS_REPO: "", TOP5_ADMIN_OUT: elsewhere },
  });
  expect(stdout).toContain("no /admin");
  expect(existsSync(elsewhere)).toBe(false);
});

test("commits through GitHub as pull requests, with the forms the local editor has", async () => {
  const config = JSON.parse(await readFile(join(site, "admin", "config.json"), "utf8"));
  expect(config.backend).toEqual({
    name: "github",
    repo: REPO,
    branch: "main",
    base_url: "https://auth.example.com",
  });
  expect(config.publish_mode).toBe("editorial_workflow");
  expect(config.local_backend).toBe(false);
  expect(config.collections.map((collection: { name: string }) => collection.name)).toContain("products");
});

for (const which of ["ours", "cloudflare"])
  test(`${which}: /admin keeps its sign-in pop-up's opener, is never indexed, and the site's pages keep theirs`, async () => {
    const origin = which === "ours" ? ours : cloudflare.url;
    const admin = await fetch(`${origin}/admin`);
    expect(admin.status).toBe(200);
    expect(admin.headers.get("cross-origin-opener-policy")).toBeNull();
    expect(admin.headers.get("x-robots-tag")).toBe("noindex");
    expect((await fetch(`${origin}/`)).headers.get("cross-origin-opener-policy")).toBe("same-origin");
  });

test("opens at GitHub's sign-in, asking nothing of an edit server and nothing off the site before a writer signs in", async ({
  browser,
}) => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const requests: string[] = [];
  const problems: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  page.on("console", (message) => message.type() === "error" && problems.push(message.text()));
  page.on("pageerror", (error) => problems.push(error.message));
  await page.goto(`${ours}/admin`);
  await page.getByRole("button", { name: "Login with GitHub" }).waitFor();
  const elsewhere = requests.filter((url) => new URL(url).origin !== ours);
  expect(elsewhere).toEqual([]);
  expect(requests.filter((url) => new URL(url).pathname.startsWith("/api/"))).toEqual([]);
  expect(problems).toEqual([]);
  await page.close();
});
