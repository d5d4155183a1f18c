/**
 * The recheck's Markdown report, the body of the weekly pull request: what changed first (for a person to review),
 * then the lists whose ratings or order that moves, sources that moved, figures the pages no longer show, and
 * pages that could not be read, each grouped by page.
 */

/**
 * One fact's outcome.
 * @typedef {import("./recheck.js").RecordFact} RecordFact
 * @typedef {{ record: RecordFact, movedTo?: string | undefined } & (
 *   { outcome: "same", found: string }
 *   | { outcome: "changed", found: string, replacements: Array<[string, string]>, edited: boolean }
 *   | { outcome: "missing", reason: string, near: string }
 *   | { outcome: "unreachable", reason: string })} Checked
 * @typedef {Map<string, Array<{ title: string, rating: number }>>} Standings each list's picks in rank order
 */

/**
 * Each list whose ratings or order differ after the recheck, in a reviewer's words.
 * @param {Standings} before @param {Standings} after
 * @returns {string[]}
 */
export function ratingChanges(before, after) {
  const lines = [];
  for (const [path, picks] of before) {
    const now = after.get(path);
    if (!now) continue;
    const moved = picks.flatMap((pick) => {
      const later = now.find((other) => other.title === pick.title);
      return later && later.rating !== pick.rating
        ? [`${pick.title} ${pick.rating.toFixed(1)} → ${later.rating.toFixed(1)}`]
        : [];
    });
    const order = (/** @type {typeof picks} */ list) => list.map((pick) => pick.title).join(", ");
    const reordered = order(picks) !== order(now);
    if (moved.length === 0 && !reordered) continue;
    lines.push(
      `- ${path}: ${moved.length > 0 ? `ratings ${moved.join("; ")}` : "ratings unchanged"}${reordered ? `; order now ${order(now)}` : ""}`,
    );
  }
  return lines;
}

/** `text` as Markdown inline code, whatever backticks it holds. @param {string} text */
const code = (text) => `\`${text.replace(/`/g, "'")}\``;

/** Groups items by a key, in first-seen order. @template T @param {T[]} items @param {(item: T) => string} key */
function groupBy(items, key) {
  /** @type {Map<string, T[]>} */
  const groups = new Map();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/** A fact as a reviewer finds it: 'NordVPN, devices (content/products/nordvpn.yaml)'. @param {RecordFact} record */
const named = (record) => `${record.name}, ${record.label} (${record.file})`;

/**
 * @param {{ today: string, checked: Checked[], lasting: number, ratings: string[], problems: string[] }} run
 * @returns {string}
 */
export function recheckReport({ today, checked, lasting, ratings, problems }) {
  const of = (/** @type {Checked["outcome"]} */ outcome) => checked.filter((item) => item.outcome === outcome);
  const changed = /** @type {Array<Extract<Checked, { outcome: "changed" }>>} */ (of("changed"));
  const missing = /** @type {Array<Extract<Checked, { outcome: "missing" }>>} */ (of("missing"));
  const unreachable = /** @type {Array<Extract<Checked, { outcome: "unreachable" }>>} */ (of("unreachable"));
  const same = of("same");
  const sources = new Set(checked.map((item) => item.record.fact.source)).size;
  const lines = [
    `# Figures rechecked on ${today}`,
    "",
    `${checked.length} changing figures on ${sources} source pages: ${changed.length} changed, ${same.length} the same, ${missing.length} missing, ${unreachable.length} unreachable. ${lasting} lasting facts are not rechecked.`,
    "",
    "A figure still on its source is now seen today. A changed figure is written into its record, its old value and dates kept in the record's history; review each one against its source before merging. Nothing else changed.",
    "",
    `## Changed (${changed.length}): review each against its source`,
    "",
  ];
  if (changed.length === 0) lines.push("None.", "");
  for (const item of changed) {
    const swaps = item.replacements.map(([before, after]) => `${before} → ${after}`).join(", ");
    lines.push(
      `- **${named(item.record)}**: ${swaps}. The source now reads ${code(item.found)} (${item.record.fact.source}).${item.edited ? "" : " Not written: the text does not hold the old figure as the quote writes it, so edit it by hand."}`,
    );
  }
  if (changed.length > 0) lines.push("");
  lines.push(
    `## Lists whose ratings or order change (${ratings.length})`,
    "",
    ...(ratings.length ? ratings : ["None."]),
    "",
  );
  if (problems.length > 0)
    lines.push("## What the changes break (fix before merging)", "", ...problems.map((problem) => `- ${problem}`), "");
  const moved = [
    ...groupBy(
      checked.filter((item) => item.movedTo),
      (item) => item.record.fact.source,
    ),
  ];
  if (moved.length > 0) {
    lines.push(`## Sources that moved (${moved.length})`, "");
    for (const [source, items] of moved)
      lines.push(
        `- ${source} now redirects to ${items[0]?.movedTo}: update the source of ${items.map((item) => `${item.record.name}, ${item.record.label}`).join("; ")}`,
      );
    lines.push("");
  }
  lines.push(`## Missing (${missing.length}): the page loads but shows neither the figure nor its quote`, "");
  for (const [source, items] of groupBy(missing, (item) => item.record.fact.source)) {
    lines.push(`### ${source}`, "");
    for (const item of items) lines.push(`- ${named(item.record)}: ${item.reason}. Near it: ${code(item.near)}`);
    lines.push("");
  }
  lines.push(`## Unreachable (${unreachable.length}): nothing changed`, "");
  for (const [source, items] of groupBy(unreachable, (item) => item.record.fact.source))
    lines.push(
      `- ${source}: ${items[0]?.reason} (${items.map((item) => `${item.record.name}, ${item.record.label}`).join("; ")})`,
    );
  lines.push("", `## The same (${same.length}): seen today`, "");
  for (const [source, items] of groupBy(same, (item) => item.record.fact.source))
    lines.push(`- ${source}: ${items.map((item) => `${item.record.name}, ${item.record.label}`).join("; ")}`);
  return `${lines.join("\n")}\n`;
}
