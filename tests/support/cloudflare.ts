/**
 * Cloudflare's own runtime over the build: `wrangler pages dev` (workerd, offline, no account), started once for the
 * build checks on free loopback ports. It reads wrangler.toml (the output folder and the compatibility date) exactly
 * as `npm run preview:cloudflare` does.
 */
import { freePort } from "./free-port";
import { spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const WRANGLER = fileURLToPath(new URL("../../node_modules/wrangler/bin/wrangler.js", import.meta.url));
/** It is ready in about 3 s here; a busy 2-core machine may take several times that, a minute means it never will. */
const START_TIMEOUT_MS = 60_000;
/** Enough of wrangler's output to say why it did not start. */
const OUTPUT_KEPT = 20_000;

export interface Cloudflare {
  url: string;
  stop: () => Promise<void>;
}

/** `directory`: another built site to serve than wrangler.toml's output folder (the team editor's test builds one). */
export async function startCloudflare(directory?: string): Promise<Cloudflare> {
  const [port, inspectorPort] = [await freePort(), await freePort()];
  const child = spawn(
    process.execPath,
    // Its own inspector port too: the default, 9229, may be taken by another wrangler on the machine.
    [
      WRANGLER,
      "pages",
      "dev",
      ...(directory ? [directory] : []),
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      "--inspector-port",
      String(inspectorPort),
      "--show-interactive-dev-session=false",
    ],
    {
      cwd: ROOT,
      // A group of its own, so stopping it also stops the workerd and esbuild processes it starts.
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      // Nothing may prompt or reach the network: no metrics question, no fetch of the Request.cf object.
      env: { ...process.env, CI: "true", WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
    },
  );
  let output = "";
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-OUTPUT_KEPT));
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = once(child, "exit");

  const running = () => child.exitCode === null && child.signalCode === null;
  const stop = async () => {
    if (!running()) return;
    process.kill(-(child.pid as number), "SIGTERM");
    await exited;
  };

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (!running())
      throw new Error(
        `wrangler pages dev exited (${child.exitCode ?? child.signalCode}) before it served ${url}/:\n${output}`,
      );
    const status = await fetch(`${url}/`, { signal: AbortSignal.timeout(5_000) }).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return { url, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `wrangler pages dev did not serve ${url}/ within ${START_TIMEOUT_MS / 1000} s (last status ${status || "no answer"}):\n${output}`,
      );
    }
    // The interval between two polls of the URL, not a wait for readiness.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
