/**
 * One fact, one place: gathers what every page says about each product's price and policies and compares it.
 * - A sentence that names a product and talks money ("costs", "a month", "fee", ...) may only state amounts
 *   that the product's price in content/products/<id>.yaml states; otherwise the page disagrees with the record.
 * - Device limits and money-back or trial periods stated for a product must be the same on every page.
 * An amount or limit belongs to the product named closest before it in the sentence (or after, if none is
 * before). This is a detector, not a parser: it finds the contradictions a reader would notice.
 */

/**
 * @typedef {Array<string | number>} FieldPath a field of a YAML file's data ('entries', 2, 'review', 0)
 * @typedef {{ where: string, file: string, path?: FieldPath, line?: number, text: string }} Passage a piece of
 * reader-facing text and where it lives: at a field of a YAML file, or on a line of an MDX file
 * @typedef {{ where?: string, file: string, path?: FieldPath, line?: number, offset?: number, message: string }}
 * Finding a problem with what content says: `where` as check:content prints it (none: the message says), and where
 * a form finds it (the field's path, or the line and offset in the file's text)
 */
/** @typedef {{ name: string, price?: { text: string } }} VendorRecord */

const MONEY = /[$€£]\s?\d{1,3}(?:,\d{3})*(?:\.\d+)?(?:\s?(?:-|–|to)\s?[$€£]?\d{1,3}(?:,\d{3})*(?:\.\d+)?)?/g;
const MONEY_TALK =
  /\b(costs?|price[sd]?|pricing|fees?|a month|per month|\/mo|monthly|a week|per week|weekly|a year|per year|yearly|annually|per seat|per user|subscriptions?)\b/i;
const POLICIES = [
  { kind: "device limit", pattern: /\b(\d+|unlimited)\s+(?:simultaneous\s+)?(?:devices|connections)\b/gi },
  { kind: "money-back period", pattern: /\b(\d+)-day\s+(?:money-back|refund)/gi },
  { kind: "free trial", pattern: /\b(\d+)-day\s+free\s+trial/gi },
];

/** Every number in a money text, as written without separators: '$70 to $100' gives ['70', '100']. @param {string} text */
function amounts(text) {
  return [...text.matchAll(MONEY)].flatMap((match) =>
    [...match[0].matchAll(/\d[\d,]*(?:\.\d+)?/g)].map((number) => number[0].replace(/,/g, "")),
  );
}

/** @param {string} text */
function sentences(text) {
  return text.split(/(?<=[.!?])\s+(?=[A-Z"“(<*])|\n+/).filter((sentence) => sentence.trim() !== "");
}

/**
 * Where each product is named in a sentence, longest names first so 'Hulu + Live TV' is not also 'Hulu'.
 * @param {string} sentence @param {Array<[string, VendorRecord]>} products
 */
function mentions(sentence, products) {
  /** @type {Array<{ id: string, start: number }>} */
  const found = [];
  let masked = sentence;
  for (const [id, vendor] of products) {
    let start = masked.indexOf(vendor.name);
    while (start !== -1) {
      const before = masked[start - 1] ?? " ";
      const after = masked[start + vendor.name.length] ?? " ";
      if (!/[A-Za-z0-9]/.test(before) && !/[A-Za-z0-9]/.test(after)) found.push({ id, start });
      masked = masked.slice(0, start) + "\0".repeat(vendor.name.length) + masked.slice(start + vendor.name.length);
      start = masked.indexOf(vendor.name);
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** The product a figure at `index` is about. @param {Array<{ id: string, start: number }>} named @param {number} index */
function ownerAt(named, index) {
  return [...named].reverse().find((mention) => mention.start < index)?.id ?? named[0]?.id;
}

/**
 * @param {{ vendors: Record<string, VendorRecord>, passages: Passage[] }} content
 * @returns {Finding[]} one problem per contradiction
 */
export function consistencyProblems({ vendors, passages }) {
  const products = Object.entries(vendors).sort(([, a], [, b]) => b.name.length - a.name.length);
  /** @type {Finding[]} */
  const problems = [];
  /** @type {Map<string, Array<Passage & { value: string }>>} product id + kind -> statements */
  const policies = new Map();
  for (const passage of passages) {
    const { where, file, path, line, text } = passage;
    for (const sentence of sentences(text)) {
      const named = mentions(sentence, products);
      if (named.length === 0) continue;
      if (MONEY_TALK.test(sentence)) {
        for (const match of sentence.matchAll(MONEY)) {
          const id = ownerAt(named, match.index);
          const vendor = id ? vendors[id] : undefined;
          if (!id || !vendor) continue;
          const recorded = amounts(vendor.price?.text ?? "");
          const stray = amounts(match[0]).filter((amount) => !recorded.includes(amount));
          if (stray.length > 0)
            problems.push({
              where,
              file,
              path,
              line,
              message: `${vendor.name}: "${match[0]}" is not in its price in content/products/${id}.yaml ("${vendor.price?.text ?? "no price"}"); fix the figure or quote the record with <Price of="${id}" />`,
            });
        }
      }
      for (const { kind, pattern } of POLICIES) {
        for (const match of sentence.matchAll(pattern)) {
          const id = ownerAt(named, match.index);
          if (!id) continue;
          const key = `${id}\0${kind}`;
          policies.set(key, [...(policies.get(key) ?? []), { ...passage, value: (match[1] ?? "").toLowerCase() }]);
        }
      }
    }
  }
  for (const [key, statements] of policies) {
    const values = [...new Set(statements.map((statement) => statement.value))];
    if (values.length < 2) continue;
    const [id = "", kind] = key.split("\0");
    const list = statements.map((statement) => `${statement.value} in ${statement.where}`).join("; ");
    // A form shows it at one statement: the last, as the list names them.
    const { file, path, line } = /** @type {Passage} */ (statements.at(-1));
    problems.push({ file, path, line, message: `${vendors[id]?.name ?? id}: pages disagree on the ${kind}: ${list}` });
  }
  return problems;
}

/** Keys whose strings are not reader-facing prose: addresses, ids, paths, icons and schema.org names. */
const NOT_PROSE = new Set([
  "url",
  "product",
  "path",
  "to",
  "id",
  "icon",
  "itemType",
  "applicationCategory",
  "source",
  "seen",
  "sourceKind",
  "quote",
  "date",
]);

/**
 * The reader-facing strings of a content module, each with its field path.
 * @param {string} file @param {unknown} value @param {FieldPath} [path]
 * @returns {Passage[]}
 */
export function passagesOf(file, value, path = []) {
  if (typeof value === "string") return [{ where: `${file}: ${path.join(".") || "(file)"}`, file, path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => passagesOf(file, item, [...path, index]));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) =>
      NOT_PROSE.has(key) ? [] : passagesOf(file, item, [...path, key]),
    );
  return [];
}

/** The lines of an MDX file, each a passage. @param {string} file @param {string} source @returns {Passage[]} */
export function mdxPassages(file, source) {
  return source
    .split("\n")
    .map((text, index) => ({ where: `${file}: line ${index + 1}`, file, line: index + 1, text }));
}
