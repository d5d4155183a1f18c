/**
 * `npm run bench:load`: a bounded load benchmark of the production server on loopback. It starts
 * `server/serve.js` in its own process, then drives it with autocannon for a fixed time per target.
 * A benchmark, not a test: it prints figures and the goal, and never fails the build.
 * Options (environment): LOAD_SECONDS (default 10), LOAD_CONNECTIONS (default 100).
 */
import autocannon from "autocannon";
import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";

const SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 100);
const PORT = 3900 + Math.floor(Math.random() * 90);
const GOAL_P99_MS = 50;
const WARMUP_SECONDS = 2;

const assetDir = fileURLToPath(new URL("../build/client/assets", import.meta.url));
const asset =
  readdirSync(assetDir).find((name) => /^root-.*\.js$/.test(name)) ??
  readdirSync(assetDir).find((name) => name.endsWith(".js"));

const targets = [
  { name: "category page", path: "/category/vpn", expected: 200 },
  { name: "guide", path: "/vpn-protocols", expected: 200 },
  { name: "hashed asset", path: `/assets/${asset}`, expected: 200 },
  { name: "404", path: "/no-such-page", expected: 404 },
];

const server = spawn(process.execPath, [fileURLToPath(new URL("../server/serve.js", import.meta.url))], {
  env: { ...process.env, PORT: String(PORT), HOST: "127.0.0.1" },
  stdio: ["ignore", "pipe", "inherit"],
});
await new Promise((resolve, reject) => {
  server.stdout.once("data", resolve);
  server.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
});

const rows = [];
try {
  for (const target of targets) {
    const run = (/** @type {number} */ duration) =>
      autocannon({
        url: `http://127.0.0.1:${PORT}${target.path}`,
        connections: CONNECTIONS,
        duration,
        headers: { "accept-encoding": "br, gzip" },
      });
    // A short unmeasured run first, so the figures are of a warmed-up server, as in production.
    await run(WARMUP_SECONDS);
    const result = await run(SECONDS);
    const unexpected = target.expected === 200 ? result.non2xx : result.requests.total - (result["4xx"] ?? 0);
    rows.push({
      target: `${target.name} (${target.path.length > 30 ? `${target.path.slice(0, 27)}...` : target.path})`,
      "req/s": Math.round(result.requests.average),
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      errors: result.errors + result.timeouts,
      "unexpected status": unexpected,
      [`p99 <= ${GOAL_P99_MS} ms, 0 errors`]:
        result.latency.p99 <= GOAL_P99_MS && result.errors + result.timeouts === 0 && unexpected === 0
          ? "pass"
          : "FAIL",
    });
  }
} finally {
  server.kill();
}
console.log(
  `Load: ${CONNECTIONS} connections, ${SECONDS} s per target after ${WARMUP_SECONDS} s of warm-up, loopback, brotli accepted`,
);
console.table(rows);
