/**
 * The GitHub Actions workflows (.github/workflows) are valid, checked offline by action-validator (WebAssembly,
 * GitHub's workflow schema), and run what the README promises: CI runs exactly the README's test command, and the
 * fact recheck runs weekly and on demand. A broken workflow is rejected, so the check cannot pass on nothing.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";

const WORKFLOWS = ".github/workflows";
const CLI = createRequire(import.meta.url).resolve("@action-validator/cli/cli.mjs");
/** The README's test command, which CI runs as it is. */
const TEST_COMMAND = "npm install && npm test";

/** @typedef {{ run?: string, uses?: string, with?: Record<string, unknown> }} Step */
/** @typedef {{ on: Record<string, any>, jobs: Record<string, { steps?: Step[] } & Record<string, unknown>> }} Workflow */

const workflowFiles = readdirSync(WORKFLOWS).filter((name) => /\.ya?ml$/.test(name));
/** @param {string} name @returns {Workflow} */
const workflow = (name) => parse(readFileSync(join(WORKFLOWS, name), "utf8"));
/** @param {Workflow} flow */
const stepsOf = (flow) => Object.values(flow.jobs).flatMap((job) => job.steps ?? []);

/** action-validator's exit status and what it printed. @param {string} file */
function validate(file) {
  const result = spawnSync(process.execPath, [CLI, file], { encoding: "utf8" });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const scratch = mkdtempSync(join(tmpdir(), "top5-workflows-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("action-validator", () => {
  it("finds the workflows", () => {
    expect(workflowFiles).toEqual(expect.arrayContaining(["ci.yml", "recheck.yml"]));
  });

  it.each(workflowFiles)("accepts %s", (name) => {
    const { status, output } = validate(join(WORKFLOWS, name));
    expect(output).toBe("");
    expect(status).toBe(0);
  });

  it("rejects a copy of ci.yml whose job lacks runs-on, and one with an unknown key", () => {
    const missingRunsOn = workflow("ci.yml");
    for (const job of Object.values(missingRunsOn.jobs)) delete job["runs-on"];
    writeFileSync(join(scratch, "missing-runs-on.yml"), stringify(missingRunsOn));
    const unknownKey = { ...workflow("ci.yml"), "runs-on": "ubuntu-latest" };
    writeFileSync(join(scratch, "unknown-key.yml"), stringify(unknownKey));

    const missing = validate(join(scratch, "missing-runs-on.yml"));
    expect(missing.status).toBe(1);
    expect(missing.output).toContain("runs-on");
    const unknown = validate(join(scratch, "unknown-key.yml"));
    expect(unknown.status).toBe(1);
    expect(unknown.output).toContain("Additional property 'runs-on' is not allowed");
  });
});

describe("ci.yml", () => {
  const ci = workflow("ci.yml");

  it("runs on every push and pull request", () => {
    expect(Object.keys(ci.on)).toEqual(expect.arrayContaining(["push", "pull_request"]));
    expect(ci.on.push).toBeNull();
    expect(ci.on.pull_request).toBeNull();
  });

  it("runs exactly the README's test command", () => {
    expect(readFileSync("README.md", "utf8")).toMatch(/^npm install && npm test\s/m);
    expect(stepsOf(ci).map((step) => step.run?.trim())).toContain(TEST_COMMAND);
  });
});

describe("recheck.yml", () => {
  const recheck = workflow("recheck.yml");

  it("runs on a schedule and on demand", () => {
    expect(recheck.on.schedule).toEqual([{ cron: expect.stringMatching(/\S/) }]);
    expect(Object.keys(recheck.on)).toContain("workflow_dispatch");
  });

  it("runs npm run recheck, then opens or updates one pull request on a fixed branch with its report", () => {
    const steps = stepsOf(recheck);
    const recheckStep = steps.findIndex((step) => step.run?.trim() === "npm run recheck");
    const pullRequest = steps.findIndex((step) => step.uses?.startsWith("peter-evans/create-pull-request@"));
    expect(recheckStep).toBeGreaterThanOrEqual(0);
    expect(pullRequest).toBeGreaterThan(recheckStep);
    const inputs = steps[pullRequest]?.with ?? {};
    expect(inputs.branch).toMatch(/^[\w./-]+$/);
    expect(inputs["body-path"]).toBe("docs/fact-checks/latest.md");
    expect(String(inputs["add-paths"]).split("\n")).toContain("docs/fact-checks/latest.md");
  });
});

it("every workflow runs in the Node that the project installs and Cloudflare Pages reads from .node-version", () => {
  const version = readFileSync(".node-version", "utf8").trim();
  const packageJson = JSON.parse(readFileSync("package.json", "utf8"));
  expect(packageJson.devDependencies.node).toBe(version);
  const images = workflowFiles.flatMap((name) => Object.values(workflow(name).jobs).map((job) => job.container));
  expect(images).toEqual(images.map(() => `node:${version}-bookworm`));
});

it("no workflow runs npm ci, which this project's lockfile cannot satisfy", () => {
  const runs = workflowFiles.flatMap((name) => stepsOf(workflow(name)).map((step) => step.run ?? ""));
  expect(runs.filter((run) => /\bnpm ci\b/.test(run))).toEqual([]);
});
