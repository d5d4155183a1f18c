/**
 * The recheck against a local server of saved source pages: each outcome (the same, changed beside its quote,
 * missing, and every way a page cannot be read), its manners on the wire, and the command end to end on a copy of
 * the repository: the record edits, the history, the report and the exit code, and a run where every host is
 * unreachable, which must change no file.
 */
import { spawn } from "node:child_process";
import {
  cpSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse, parseDocument } from "yaml";
import { fetchSources } from "./fetch-sources.js";
import { startFixtureServer } from "./fixture-server.js";
import { readFigure } from "./outcome.js";

/** @type {Awaited<ReturnType<typeof startFixtureServer>>} */
let server;
beforeAll(async () => {
  server = await startFixtureServer();
});
afterAll(() => server.close());

const PAUSE_MS = 40;
const options = () => ({
  userAgent: "Top5-recheck/test (+https://top5.example.com/about; contact@top5.example.com)",
  timeoutMs: 800,
  pauseMs: PAUSE_MS,
  hostsAtOnce: 4,
  through: server.origin,
});

describe("reading one source", () => {
  /** @type {Map<string, import("./fetch-sources.js").Fetched>} */
  let pages;
  beforeAll(async () => {
    pages = await fetchSources(
      [
        "https://surfshark.com/pricing",
        "https://surfshark.com/privacy",
        "https://nordvpn.com/pricing/",
        "https://nordvpn.com/blog/nordvpn-audit/",
        "https://www.expressvpn.com/order",
        "https://www.expressvpn.com/pricing",
        "https://protonvpn.com/pricing",
      ],
      options(),
    );
  });
  const text = (/** @type {string} */ url) => {
    const page = pages.get(url);
    if (!page?.ok) throw new Error(`${url} was not read: ${page && !page.ok ? page.reason : "not fetched"}`);
    return page.text;
  };

  it("finds a figure that is still there, by its quote or by its value as its unit is written", () => {
    const page = text("https://surfshark.com/pricing");
    expect(readFigure({ value: 67.23, unit: "usd", quote: "$67.23 for the first 27 months" }, page)).toMatchObject({
      outcome: "same",
    });
    expect(readFigure({ value: "unlimited", unit: "count" }, page)).toMatchObject({ outcome: "same" });
    expect(readFigure({ value: 79, unit: "usd-year" }, page)).toMatchObject({ outcome: "same" });
  });

  it("reads another figure beside the quote's words as a change, with the new value", () => {
    expect(
      readFigure({ value: 2.49, unit: "usd-month", quote: "Starter $2.49/mo" }, text("https://surfshark.com/pricing")),
    ).toEqual({
      outcome: "changed",
      found: "Starter $1.99/mo",
      value: 1.99,
      replacements: [["$2.49", "$1.99"]],
    });
  });

  it("reports a figure the page no longer shows, with the page's text near where it was", () => {
    const result = readFigure(
      { value: 6.58, unit: "usd-month", text: "$6.58 a month ($79 a year) after the first term" },
      text("https://surfshark.com/pricing"),
    );
    expect(result).toMatchObject({ outcome: "missing", reason: "the figure 6.58 (usd-month) is not on the page" });
    expect(result.outcome === "missing" && result.near).toContain("first 27 months");
    expect(readFigure({ value: 0, unit: "yes-no" }, text("https://surfshark.com/pricing"))).toMatchObject({
      outcome: "missing",
      reason: "a yes/no fact can be found only by its quote: add one",
    });
  });

  it("never reads a script's text as the page's", () => {
    expect(readFigure({ value: 9.99, unit: "usd-month" }, text("https://surfshark.com/pricing"))).toMatchObject({
      outcome: "missing",
    });
  });

  it("follows a redirect and says where the source moved", () => {
    const page = pages.get("https://nordvpn.com/pricing/");
    expect(page).toMatchObject({ ok: true, movedTo: "https://nordvpn.com/pricing-plans/" });
    expect(readFigure({ value: 10, unit: "count" }, text("https://nordvpn.com/pricing/"))).toMatchObject({
      outcome: "same",
    });
  });

  it("says why a page could not be read: 404, a bot challenge, a timeout, robots.txt, JavaScript", () => {
    expect(pages.get("https://surfshark.com/privacy")).toEqual({ ok: false, reason: "HTTP 404" });
    expect(pages.get("https://www.expressvpn.com/order")).toEqual({ ok: false, reason: "a bot challenge (HTTP 403)" });
    expect(pages.get("https://www.expressvpn.com/pricing")).toEqual({ ok: false, reason: "no answer within 0.8 s" });
    expect(pages.get("https://protonvpn.com/pricing")).toEqual({ ok: false, reason: "robots.txt disallows it" });
    expect(pages.get("https://nordvpn.com/blog/nordvpn-audit/")).toEqual({
      ok: false,
      reason: "the page shows its content only with JavaScript",
    });
  });

  it("asks robots.txt first, names itself, never fetches what robots.txt disallows", () => {
    const proton = server.requests.filter((request) => request.host === "protonvpn.com");
    expect(proton.map((request) => request.path)).toEqual(["/protonvpn.com/robots.txt"]);
    for (const host of ["surfshark.com", "nordvpn.com", "www.expressvpn.com"])
      expect(server.requests.find((request) => request.host === host)?.path).toBe(`/${host}/robots.txt`);
    expect(new Set(server.requests.map((request) => request.userAgent))).toEqual(new Set([options().userAgent]));
  });

  it("sends one request at a time to a host, with a pause between them", () => {
    for (const host of new Set(server.requests.map((request) => request.host))) {
      const onHost = server.requests.filter((request) => request.host === host && request.end !== Infinity);
      onHost.slice(1).forEach((request, index) => {
        const previous = /** @type {(typeof onHost)[number]} */ (onHost[index]);
        // Timers may fire a millisecond early; the pause is counted from the end of the previous answer.
        expect(request.start - previous.end, `${host}: ${request.path}`).toBeGreaterThanOrEqual(PAUSE_MS - 2);
      });
    }
  });
});

const root = fileURLToPath(new URL("../..", import.meta.url));
const NOT_COPIED = new Set(["node_modules", ".git", "build", ".react-router", "test-results", ".wrangler"]);

/** A copy of the repository, its dependencies linked, to run the command on. */
function checkout() {
  const dir = mkdtempSync(join(tmpdir(), "top5-recheck-"));
  cpSync(root, dir, {
    recursive: true,
    filter: (source) => !NOT_COPIED.has(source.slice(root.length).split("/")[0] ?? ""),
  });
  symlinkSync(realpathSync(join(root, "node_modules")), join(dir, "node_modules"));
  return dir;
}

/** Every content record's text, by file. @param {string} dir */
function records(dir) {
  return Object.fromEntries(
    ["content/products", "content/facts"].flatMap((folder) =>
      readdirSync(join(dir, folder)).map((file) => [
        `${folder}/${file}`,
        readFileSync(join(dir, folder, file), "utf8"),
      ]),
    ),
  );
}

/**
 * Runs the command in `dir`, without blocking this process, whose fixture server must go on answering.
 * @param {string} dir @param {string[]} args
 * @returns {Promise<{ status: number | null, stdout: string, stderr: string }>}
 */
function recheck(dir, args) {
  const child = spawn(
    process.execPath,
    ["scripts/recheck/recheck.js", "--today", "2026-11-30", "--report", "report.md", ...args],
    { cwd: dir, env: { ...process.env, SITE_URL: "https://top5.example.com" } },
  );
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  return new Promise((resolve) => child.on("close", (status) => resolve({ status, stdout, stderr })));
}

/** A loopback port nothing listens on: one the system just gave out and took back. */
function closedPort() {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * Points facts of the copy's records at the fixture server's pages, whatever today's content says of them: the
 * test owns its inputs. `at`: the product, the fact ('price' or an id) and the fields to set.
 * @param {string} dir @param {Array<[string, string, Record<string, unknown>]>} at
 */
function pointAt(dir, at) {
  for (const [product, fact, fields] of at) {
    const file = join(dir, `content/products/${product}.yaml`);
    const document = parseDocument(readFileSync(file, "utf8"));
    const index = document.toJS().facts.findIndex((/** @type {{ id: string }} */ each) => each.id === fact);
    const path = fact === "price" ? ["price"] : ["facts", index];
    for (const [key, value] of Object.entries(fields)) document.setIn([...path, key], value);
    writeFileSync(file, document.toString());
  }
}

/** The fixture's sources: where the changed figure is, and the pages that cannot be read or have moved. */
const SOURCES = {
  changed: "https://surfshark.com/pricing",
  moved: "https://nordvpn.com/pricing/",
  challenge: "https://www.expressvpn.com/order",
  robots: "https://protonvpn.com/pricing",
};

/** '$2.49' as the record's number is written on a price page. @param {number} value */
const dollars = (value) => `$${value.toFixed(2)}`;

/** @param {string} dir @param {string} origin */
const recheckThrough = (dir, origin) =>
  recheck(dir, ["--through", origin, "--pause-ms", "0", "--timeout-ms", "800", "--hosts-at-once", "8"]);

describe("npm run recheck on a copy of the repository", { timeout: 240_000 }, () => {
  it("writes what it saw: today's date, a changed figure with its history, a report; exits 0", async () => {
    const dir = checkout();
    try {
      const surfsharkFile = "content/products/surfshark.yaml";
      const was = parse(readFileSync(join(dir, surfsharkFile), "utf8"));
      const old = was.facts.find((/** @type {{ id: string }} */ fact) => fact.id === "price-month-longest");
      // The source now shows 50 cents less beside the quote's words: a changed figure for Surfshark's price.
      const [before$, after$] = [dollars(old.value), dollars(Math.max(0.01, old.value - 0.5))];
      server.pages.set(
        "/surfshark.com/pricing",
        `<!doctype html><title>Surfshark</title><main><h1>Plans</h1><p>Starter <b>${after$}/mo</b> for 2 years.</p></main>`,
      );
      pointAt(dir, [
        [
          "surfshark",
          "price-month-longest",
          { source: SOURCES.changed, quote: `Starter ${before$}/mo`, text: `${before$} a month on the Starter plan` },
        ],
        ["nordvpn", "price", { source: SOURCES.moved }],
        ["expressvpn", "price", { source: SOURCES.challenge }],
        ["proton-vpn", "price", { source: SOURCES.robots }],
      ]);
      const before = records(dir);
      const run = await recheckThrough(dir, server.origin);
      expect(run.stderr).toBe("");
      expect(run.status).toBe(0);
      const after = records(dir);

      // Only records with a source on the fixture's hosts can change, and the changed figure's record does.
      const fixtureHosts = new Set(["surfshark.com", "nordvpn.com"]);
      const changedFiles = Object.keys(after).filter((name) => after[name] !== before[name]);
      expect(changedFiles).toContain(surfsharkFile);
      for (const name of changedFiles)
        expect(
          [...(before[name] ?? "").matchAll(/source: https:\/\/([^/\s]+)/g)].some(([, host]) =>
            fixtureHosts.has(host ?? ""),
          ),
        ).toBe(true);

      const surfshark = parse(after[surfsharkFile] ?? "");
      const longest = surfshark.facts.find((/** @type {{ id: string }} */ fact) => fact.id === "price-month-longest");
      expect(longest).toMatchObject({
        value: Number(after$.slice(1)),
        quote: `Starter ${after$}/mo`,
        seen: "2026-11-30",
      });
      expect(longest.text).toBe(`${after$} a month on the Starter plan`);
      expect(surfshark.history[0]).toEqual({
        fact: "price-month-longest",
        value: old.value,
        text: `${before$} a month on the Starter plan`,
        seen: old.seen,
        until: "2026-11-30",
        source: SOURCES.changed,
      });
      // A figure the page does not show keeps its date; one it shows is seen today.
      for (const fact of surfshark.facts) {
        const earlier = was.facts.find((/** @type {{ id: string }} */ each) => each.id === fact.id);
        expect([earlier.seen, "2026-11-30"], fact.id).toContain(fact.seen);
      }

      // Only the lines that changed: each edit replaces its own value, the history goes first in its list.
      const lines = (/** @type {string | undefined} */ text) => (text ?? "").split("\n");
      const [oldLines, newLines] = [lines(before[surfsharkFile]), lines(after[surfsharkFile])];
      const added = newLines.length - oldLines.length;
      const historyAt = newLines.findIndex((line) => line === "  - fact: price-month-longest");
      expect(historyAt).toBeGreaterThan(0);
      const unshifted = [...newLines.slice(0, historyAt), ...newLines.slice(historyAt + added)];
      const differing = oldLines.filter((line, index) => unshifted[index] !== line);
      expect(
        differing.every((line) => /^\s+(value|text|quote|seen): /.test(line) || line === ""),
        differing.join("\n"),
      ).toBe(true);

      const report = readFileSync(join(dir, "report.md"), "utf8");
      expect(report).toMatch(/^# Figures rechecked on 2026-11-30\n/);
      expect(report).toContain(
        `**Surfshark, price-month-longest (${surfsharkFile})**: ${before$} → ${after$}. The source now reads \`Starter ${after$}/mo\``,
      );
      // A lower price moves Surfshark's computed price score: the report names the VPN list, as a rating that
      // changes or, where the new rating breaks the list's order, as the problem to fix before merging.
      const listSections = report.slice(report.indexOf("## Lists whose ratings"), report.indexOf("## Missing"));
      expect(listSections).toMatch(
        /^- (\/category\/vpn: ratings [^\n]*Surfshark|content\/lists\/category\/vpn\.yaml: .*Surfshark)/m,
      );
      expect(report).toContain(`${SOURCES.moved} now redirects to https://nordvpn.com/pricing-plans/`);
      expect(report).toContain(`- ${SOURCES.challenge}: a bot challenge (HTTP 403)`);
      expect(report).toContain(`- ${SOURCES.robots}: robots.txt disallows it`);
      expect(run.stdout).toMatch(/recheck: \d+ figures: \d+ the same, 1 changed, \d+ missing, \d+ unreachable/);
    } finally {
      server.pages.clear();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("changes no file when every host is unreachable, and says so", async () => {
    const dir = checkout();
    try {
      const before = records(dir);
      const run = await recheckThrough(dir, `http://127.0.0.1:${await closedPort()}`);
      expect(run.stderr).toBe("");
      expect(run.status).toBe(0);
      expect(records(dir)).toEqual(before);
      const report = readFileSync(join(dir, "report.md"), "utf8");
      const [, total, unreachable] =
        /(\d+) changing figures on \d+ source pages: 0 changed, 0 the same, 0 missing, (\d+) unreachable/.exec(
          report,
        ) ?? [];
      expect(unreachable).toBe(total);
      expect(report).toContain("ECONNREFUSED");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
