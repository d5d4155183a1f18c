import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import serveBuild from "./serve-build";

declare module "vitest" {
  export interface ProvidedContext {
    /** Picks the extra page of each kind the browser tests visit; TEST_SEED=<n> replays a run. */
    seed: number;
    /** Where test files leave their page-load counts. */
    runDir: string;
  }
}

/** The browser run: the served build, the sample's seed (printed, so any run can be replayed) and a page-load count. */
export default async function setup(project: TestProject) {
  const stopServer = await serveBuild(project);
  const seed = process.env.TEST_SEED ? Number(process.env.TEST_SEED) : Math.floor(Math.random() * 2 ** 31);
  console.log(`Browser tests: sample seed ${seed} (replay with TEST_SEED=${seed} npm run test:e2e)`);
  const runDir = mkdtempSync(join(tmpdir(), "top5-e2e-"));
  project.provide("seed", seed);
  project.provide("runDir", runDir);
  return async () => {
    await stopServer();
    const counts = readFileSync(join(runDir, "page-loads"), { encoding: "utf8", flag: "a+" })
      .split("\n")
      .filter(Boolean)
      .map(Number);
    console.log(`Browser tests: ${counts.reduce((sum, count) => sum + count, 0)} page loads (sample seed ${seed})`);
    rmSync(runDir, { recursive: true, force: true });
  };
}
