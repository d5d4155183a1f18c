/**
 * What a source page says of one fact: the same figure, another figure where the quote's words stand, or neither.
 */
import { figureIn, numbersIn, quotePattern, squeeze } from "../../content/schema/figures.ts";

/**
 * A changing fact as the recheck reads it from its record: a number in a unit (a product's fact) or a sentence
 * (a price, a shared fact), with its quote.
 * @typedef {{ value?: number | "unlimited", unit?: string, text?: string, quote?: string }} Figure
 * @typedef {{ outcome: "same", found: string }
 *   | { outcome: "changed", found: string, value?: number, replacements: Array<[string, string]> }
 *   | { outcome: "missing", reason: string, near: string }} Outcome
 *   `replacements`: each figure as the record writes it and as the source now does ('$3.49' to '$2.99')
 */

/** About `chars` characters of the page either side of `index`. @param {string} text @param {number} index */
function around(text, index, chars = 120) {
  const start = Math.max(0, index - chars);
  const end = Math.min(text.length, index + chars);
  return `${start > 0 ? "…" : ""}${text.slice(start, end).trim()}${end < text.length ? "…" : ""}`;
}

/**
 * Where on the page the figure used to be, as near as its words tell: the quote's or the text's longest word.
 * @param {string} page @param {Figure} fact
 */
function nearWords(page, fact) {
  const words = `${fact.quote ?? ""} ${fact.text ?? ""}`.match(/[A-Za-z][A-Za-z-]{3,}/g) ?? [];
  for (const word of words.sort((a, b) => b.length - a.length)) {
    const index = page.toLowerCase().indexOf(word.toLowerCase());
    if (index >= 0) return around(page, index);
  }
  return around(page, 0);
}

/**
 * The figures a sentence states that a page would show: its dollar amounts and percentages, or any number.
 * @param {string} text
 */
function statedFigures(text) {
  const numbers = numbersIn(text);
  const money = numbers.filter(
    (number) => number.written.startsWith("$") || text.slice(number.index + number.written.length).startsWith("%"),
  );
  return money.length > 0 ? money : numbers;
}

/**
 * @param {Figure} fact
 * @param {string} page the page's visible text
 * @returns {Outcome}
 */
export function readFigure(fact, page) {
  const text = squeeze(page);
  if (fact.quote) {
    const quote = squeeze(fact.quote);
    const at = text.toLowerCase().indexOf(quote.toLowerCase());
    if (at >= 0) return { outcome: "same", found: text.slice(at, at + quote.length) };
    const { pattern, figures } = quotePattern(quote);
    const match = figures.length > 0 ? pattern.exec(text) : null;
    if (match) {
      const now = match.slice(1);
      const replacements = /** @type {Array<[string, string]>} */ (
        figures.map((figure, index) => [figure.written, now[index] ?? figure.written])
      ).filter(([before, after]) => Number(before.replace(/[$,]/g, "")) !== Number(after.replace(/[$,]/g, "")));
      if (replacements.length === 0) return { outcome: "same", found: match[0] };
      const own =
        fact.value === undefined || fact.unit === undefined ? undefined : figureIn(quote, fact.value, fact.unit);
      const moved = own && replacements.find(([before]) => before === own.written);
      return {
        outcome: "changed",
        found: match[0],
        ...(moved ? { value: Number(moved[1].replace(/[$,]/g, "")) } : {}),
        replacements,
      };
    }
    return { outcome: "missing", reason: `the quote "${fact.quote}" is not on the page`, near: nearWords(text, fact) };
  }
  if (fact.value !== undefined && fact.unit !== undefined) {
    const found = figureIn(text, fact.value, fact.unit);
    if (found) return { outcome: "same", found: around(text, found.index, 40) };
    return {
      outcome: "missing",
      reason:
        fact.unit === "yes-no"
          ? "a yes/no fact can be found only by its quote: add one"
          : `the figure ${fact.value} (${fact.unit}) is not on the page`,
      near: nearWords(text, fact),
    };
  }
  const figures = statedFigures(fact.text ?? "");
  if (figures.length === 0)
    return {
      outcome: "missing",
      reason: "the fact states no figure to look for: add a quote",
      near: nearWords(text, fact),
    };
  const absent = figures.filter(
    (figure) => !figureIn(text, figure.value, figure.written.startsWith("$") ? "usd" : "count"),
  );
  if (absent.length === 0) return { outcome: "same", found: figures.map((figure) => figure.written).join(", ") };
  return {
    outcome: "missing",
    reason: `${absent.map((figure) => figure.written).join(", ")} not on the page`,
    near: nearWords(text, fact),
  };
}
