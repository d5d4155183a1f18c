/**
 * The servers the build checks run against, each check written once for both: our Node server (`npm run serve`,
 * the default) and Cloudflare's runtime (`wrangler pages dev`, as `npm run preview:cloudflare`), over the same
 * build/client and started once for the run by build-setup.ts. What each should answer is in server-answers.ts.
 */
import { inject } from "vitest";
import { CLOUDFLARE, CLOUDFLARE_REASONS, NODE, type Expected } from "./server-answers";

export interface Server {
  name: "node" | "cloudflare";
  /** The server's URL for a path. */
  url: (path: string) => string;
  expected: Expected;
  /** Why this server differs from ours, by expectation or path; a check passes it as its message. */
  reasons: Record<string, string>;
}

const node: Server = { name: "node", url: (path) => `${inject("baseURL")}${path}`, expected: NODE, reasons: {} };
const cloudflare: Server = {
  name: "cloudflare",
  url: (path) => `${inject("cloudflareURL")}${path}`,
  expected: CLOUDFLARE,
  reasons: CLOUDFLARE_REASONS,
};

/** [name, server] rows for describe.each and it.each, so each check is named after its server. */
export const SERVERS = [node, cloudflare].map((server) => [server.name, server] as const);
