/**
 * Reads a `_headers` file (Netlify / Cloudflare Pages format) into rules, and finds the headers for a path.
 * A `*` in a rule's path matches any run of characters, as on Cloudflare (`/assets/*`, `/*.data`). A header that
 * several matching rules set is sent once with their values joined by ", " in file order, as Cloudflare Pages does
 * (checked with `wrangler pages dev`): a later rule adds to an earlier one, it never replaces it. A line `! Name`
 * detaches a header the path's other rules set, Cloudflare's way to leave one out of a narrower path.
 */
import { readFileSync } from "node:fs";

/** @typedef {{ pattern: string, headers: [string, string][], detached: string[] }} HeaderRule */

/** @param {string} text @returns {HeaderRule[]} */
export function parseHeadersFile(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  for (const [index, raw] of text.split("\n").entries()) {
    const line = raw.replace(/\s+$/, "");
    if (line.trim() === "" || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [], detached: [] });
      continue;
    }
    const rule = rules.at(-1);
    if (rule && line.trim().startsWith("!")) {
      rule.detached.push(line.trim().slice(1).trim().toLowerCase());
      continue;
    }
    const colon = line.indexOf(":");
    if (!rule || colon === -1) throw new Error(`_headers line ${index + 1}: expected "  Name: value" under a path`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** @param {string} pattern @param {string} path */
function matches(pattern, path) {
  const expression = pattern
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*");
  return new RegExp(`^${expression}$`).test(path);
}

/** @param {HeaderRule[]} rules @param {string} path @returns {Map<string, string>} */
export function headersFor(rules, path) {
  const result = new Map();
  const detached = new Set();
  for (const rule of rules) {
    if (!matches(rule.pattern, path)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      result.set(key, result.has(key) ? `${result.get(key)}, ${value}` : value);
    }
    for (const name of rule.detached) detached.add(name);
  }
  for (const name of detached) result.delete(name);
  return result;
}

/** @param {string} file */
export function loadHeadersFile(file) {
  return parseHeadersFile(readFileSync(file, "utf8"));
}
