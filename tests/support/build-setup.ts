import type { TestProject } from "vitest/node";
import { startCloudflare } from "./cloudflare";
import serveBuild from "./serve-build";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where Cloudflare's runtime serves the build for the run. */
    cloudflareURL: string;
  }
}

/** The build checks' two servers over the real build, each started once for the run (tests/support/servers.ts). */
export default async function setup(project: TestProject) {
  const stopNode = await serveBuild(project);
  const cloudflare = await startCloudflare().catch(async (error: unknown) => {
    await stopNode();
    throw error;
  });
  project.provide("cloudflareURL", cloudflare.url);
  return async () => {
    await Promise.all([stopNode(), cloudflare.stop()]);
  };
}
