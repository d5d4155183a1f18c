import { existsSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { TestProject } from "vitest/node";
import { createApp } from "../../server/app.js";
import { createSiteServer } from "../../server/site-server.js";
import { NOT_FOUND_FILE, BUILD_DIR } from "./built-site";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** Serves the real build with the production server on a free loopback port for the whole run. */
export default async function setup(project: TestProject) {
  if (!existsSync(NOT_FOUND_FILE)) throw new Error("No build found: run `npm run build` before these tests");
  const server: Server = createSiteServer(createApp(BUILD_DIR));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  project.provide("baseURL", `http://127.0.0.1:${port}`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
