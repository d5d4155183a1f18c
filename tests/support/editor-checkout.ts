/**
 * A copy of the repository (node_modules linked, not copied) with `npm run edit` running on it on a free port, so an
 * editor test writes to files no other test reads and can compare them before and after.
 */
import { freePort } from "./free-port";
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));
/** What a copy leaves out: the dependencies (linked instead), Git's history, the build's and the tests' output. */
const NOT_COPIED = new Set([
  "node_modules",
  ".git",
  "build",
  ".react-router",
  "test-results",
  "playwright-report",
  ".wrangler",
]);

export interface EditorCheckout {
  dir: string;
  url: string;
  read(file: string): Buffer;
  stop(): Promise<void>;
}

export async function startEditor(): Promise<EditorCheckout> {
  const dir = mkdtempSync(join(tmpdir(), "top5-editor-"));
  cpSync(root, dir, { recursive: true, filter: (source) => !NOT_COPIED.has(source.slice(root.length).split("/")[0]!) });
  symlinkSync(realpathSync(join(root, "node_modules")), join(dir, "node_modules"));
  const child: ChildProcess = spawn("npm", ["run", "edit"], {
    cwd: dir,
    env: { ...process.env, EDIT_PORT: String(await freePort()) },
    stdio: ["ignore", "pipe", "inherit"],
    detached: true,
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const started = /Content editor: (http:\/\/\S+)/.exec(output);
      if (started) resolve(started[1]!);
    });
    child.on("exit", (code) => reject(new Error(`npm run edit exited (${code}) before it started:\n${output}`)));
  });
  return {
    dir,
    url,
    read: (file) => readFileSync(join(dir, file)),
    stop: async () => {
      const exited = new Promise((resolve) => child.on("exit", resolve));
      // npm and node: the whole process group, as a terminal's Ctrl-C would.
      process.kill(-child.pid!, "SIGINT");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
