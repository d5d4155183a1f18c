/**
 * `npm run recheck`: fetches the source of every changing fact live and looks for its figure (its quote, else the
 * value as its unit is written). A figure still there is seen today; one whose quote now shows another figure is
 * updated, its old value kept in the record's history, and flagged for review; a page that no longer shows it, or
 * that cannot be read, changes nothing. Writes a Markdown report (the weekly pull request's body) and exits
 * non-zero only when it fails itself, never because a figure changed or a site was down.
 *
 * Options: --today 2026-11-30 (the day to record), --report <file> (default docs/fact-checks/latest.md),
 * --pause-ms 2000 (between requests to one host), --timeout-ms 20000, --hosts-at-once 4, --through <origin>
 * (fetch every source from one origin instead, its host and path under it: a mirror, or a test's local server).
 */
import { readFileSync, readdirSync, writeFileSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";
import { parse } from "yaml";
import { withAppModules } from "../content-loader.js";
import { fetchSources } from "./fetch-sources.js";
import { readFigure } from "./outcome.js";
import { editRecord } from "./record-edits.js";
import { ratingChanges, recheckReport } from "./report.js";

/**
 * A changing fact as its record writes it.
 * @typedef {{ file: string, name: string, label: string, at: Array<string | number>, historyFact?: string,
 *   fact: { value?: number | "unlimited", unit?: string, text?: string, quote?: string, seen?: string,
 *   source: string, lasting?: boolean } }} RecordFact
 * @typedef {import("./report.js").Checked} Checked
 */

const { values: options } = parseArgs({
  options: {
    today: { type: "string", default: new Date().toISOString().slice(0, 10) },
    report: { type: "string", default: "docs/fact-checks/latest.md" },
    "pause-ms": { type: "string", default: "2000" },
    "timeout-ms": { type: "string", default: "20000" },
    "hosts-at-once": { type: "string", default: "4" },
    through: { type: "string" },
  },
});

/** Every changing fact of the product records and the shared facts, as its file writes it. @returns {RecordFact[]} */
function recordFacts() {
  /** @type {RecordFact[]} */
  const facts = [];
  for (const name of readdirSync("content/products")
    .filter((file) => file.endsWith(".yaml"))
    .sort()) {
    const file = `content/products/${name}`;
    const record = parse(readFileSync(file, "utf8"));
    facts.push({ file, name: record.name, label: "price", at: ["price"], historyFact: "price", fact: record.price });
    (record.facts ?? []).forEach(
      (/** @type {RecordFact["fact"] & { id: string }} */ fact, /** @type {number} */ index) =>
        facts.push({ file, name: record.name, label: fact.id, at: ["facts", index], historyFact: fact.id, fact }),
    );
  }
  for (const name of readdirSync("content/facts")
    .filter((file) => file.endsWith(".yaml"))
    .sort()) {
    const file = `content/facts/${name}`;
    facts.push({
      file,
      name: `fact ${name.slice(0, -".yaml".length)}`,
      label: "text",
      at: [],
      fact: parse(readFileSync(file, "utf8")),
    });
  }
  return facts;
}

/** Every list's ratings and order, or the problems the content now has. */
async function listStandings() {
  return withAppModules(async (load) => {
    const { loadContent } = await load("/app/content/content.server.ts");
    const { rated } = await load("/app/content/page-kinds.server.ts");
    try {
      const content = await loadContent();
      /** @type {Map<string, Array<{ title: string, rating: number }>>} */
      const lists = new Map();
      for (const page of content.pagesOf("list"))
        lists.set(
          page.path,
          rated(page.data, content.lookup).entries.map((/** @type {{ title: string, rating: number }} */ entry) => ({
            title: entry.title,
            rating: entry.rating,
          })),
        );
      return { lists, problems: /** @type {string[]} */ ([]) };
    } catch (error) {
      if (error instanceof Error && error.name === "ContentError")
        return {
          lists: new Map(),
          problems: /** @type {{ problems: string[] }} */ (/** @type {unknown} */ (error)).problems,
        };
      throw error;
    }
  });
}

/**
 * The edits a changed figure makes: the new value, the same swap in its text and quote, and today's date.
 * Undefined when the text does not hold the old figure as written, so no program can reword it.
 * @param {RecordFact["fact"]} fact @param {Extract<import("./outcome.js").Outcome, { outcome: "changed" }>} read
 * @param {string} today
 */
function changedFields(fact, read, today) {
  /** @param {string} text */
  const swap = (text) => read.replacements.reduce((result, [before, after]) => result.split(before).join(after), text);
  const textHolds = fact.text === undefined || read.replacements.every(([before]) => fact.text?.includes(before));
  if (!textHolds) return undefined;
  return {
    ...(read.value !== undefined ? { value: read.value } : {}),
    ...(fact.text !== undefined ? { text: swap(fact.text) } : {}),
    ...(fact.quote !== undefined ? { quote: swap(fact.quote) } : {}),
    seen: today,
  };
}

async function main() {
  const { version } = JSON.parse(readFileSync("package.json", "utf8"));
  const { SITE_URL, CONTACT_EMAIL } = await withAppModules((load) => load("/app/lib/site.ts"));
  const userAgent = `Top5-recheck/${version} (+${SITE_URL}/about; ${CONTACT_EMAIL})`;
  const before = await listStandings();
  if (before.problems.length > 0)
    throw new Error(
      `the content does not check, so nothing was rechecked; run npm run check:content:\n${before.problems.join("\n")}`,
    );

  const all = recordFacts();
  const changing = all.filter(({ fact }) => !fact.lasting);
  const pages = await fetchSources(
    changing.map(({ fact }) => fact.source),
    {
      userAgent,
      pauseMs: Number(options["pause-ms"]),
      timeoutMs: Number(options["timeout-ms"]),
      hostsAtOnce: Number(options["hosts-at-once"]),
      ...(options.through ? { through: options.through } : {}),
    },
  );

  /** @type {Checked[]} */
  const checked = [];
  /** @type {Map<string, string>} */
  const files = new Map();
  const fileText = (/** @type {string} */ file) => files.get(file) ?? readFileSync(file, "utf8");
  for (const record of changing) {
    const page = /** @type {import("./fetch-sources.js").Fetched} */ (pages.get(record.fact.source));
    const movedTo = page.ok ? page.movedTo : undefined;
    if (!page.ok) {
      checked.push({ record, outcome: "unreachable", reason: page.reason });
      continue;
    }
    const read = readFigure(record.fact, page.text);
    if (read.outcome === "missing") {
      checked.push({ record, outcome: "missing", reason: read.reason, near: read.near, movedTo });
      continue;
    }
    if (read.outcome === "same") {
      files.set(record.file, editRecord(fileText(record.file), record.at, { seen: options.today }));
      checked.push({ record, outcome: "same", found: read.found, movedTo });
      continue;
    }
    const fields = changedFields(record.fact, read, options.today);
    if (!fields) {
      checked.push({
        record,
        outcome: "changed",
        found: read.found,
        replacements: read.replacements,
        edited: false,
        movedTo,
      });
      continue;
    }
    const { value, text, seen, source } = record.fact;
    const earlier = {
      ...(record.historyFact ? { fact: record.historyFact } : {}),
      ...(value !== undefined ? { value } : {}),
      ...(text !== undefined ? { text } : {}),
      seen: seen ?? options.today,
      until: options.today,
      source,
    };
    files.set(record.file, editRecord(fileText(record.file), record.at, fields, earlier));
    checked.push({
      record,
      outcome: "changed",
      found: read.found,
      replacements: read.replacements,
      edited: true,
      movedTo,
    });
  }
  for (const [file, text] of files) writeFileSync(file, text);

  const edited = checked.some((item) => item.outcome === "changed" && item.edited);
  const after = edited ? await listStandings() : before;
  const report = recheckReport({
    today: options.today,
    checked,
    lasting: all.length - changing.length,
    ratings: ratingChanges(before.lists, after.lists),
    problems: after.problems,
  });
  mkdirSync(dirname(options.report), { recursive: true });
  writeFileSync(options.report, report);
  const count = (/** @type {string} */ outcome) => checked.filter((item) => item.outcome === outcome).length;
  console.log(
    `recheck: ${checked.length} figures: ${count("same")} the same, ${count("changed")} changed, ${count("missing")} missing, ${count("unreachable")} unreachable; report in ${join(options.report)}`,
  );
}

try {
  await main();
} catch (error) {
  console.error(`recheck failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
