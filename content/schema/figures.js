/**
 * How a figure is written on a source page, so a program can find it: '$3.49', '3.49', '4.2%', '10 GB',
 * '30 days', 'unlimited'. The content check reads it (a quote must show its figure) and so does
 * `npm run recheck` (scripts/recheck/), which runs without a build, hence plain JavaScript.
 */

/** A number as pages write it: '$1,250.00', '1250', '3.49', '.99' is not one. */
const NUMBER = String.raw`\$?\d{1,3}(?:,\d{3})+(?:\.\d+)?|\$?\d+(?:\.\d+)?`;
/** Not part of a longer number on either side: '3.49' is not in '13.49' nor in '3.495'. */
const BEFORE = String.raw`(?<![\d.,$])`;
const AFTER = String.raw`(?![\d]|[.,]\d)`;

/** @param {string} text */
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** '1,250.00' and '$1250' as 1250. @param {string} written */
export function numberValue(written) {
  return Number(written.replace(/[$,]/g, ""));
}

/** @param {number} a @param {number} b */
const same = (a, b) => Math.abs(a - b) < 0.005;

/** Words after a number that say what the unit is ('10 GB', '30 days', '12-month'). */
const UNIT_WORDS = /** @type {Record<string, string>} */ ({
  gb: String.raw`\s?GB`,
  months: String.raw`[\s-]months?`,
  days: String.raw`[\s-]days?`,
  percent: String.raw`\s?%`,
});

/**
 * Every number written in `text`, where it is and what it is worth: the figures a quote or a source page shows.
 * @param {string} text
 * @returns {Array<{ written: string, value: number, index: number }>}
 */
export function numbersIn(text) {
  return [...text.matchAll(new RegExp(`${BEFORE}(?:${NUMBER})${AFTER}`, "g"))].map((match) => ({
    written: match[0],
    value: numberValue(match[0]),
    index: match.index,
  }));
}

/**
 * Where a fact's number is written in `text`, in a form its unit is written in ('$3.49', '3.49', '4.2%', '10 GB',
 * 'unlimited'): the first such place, or undefined. Yes/no facts have no written form: only a quote finds them.
 * @param {string} text
 * @param {number | "unlimited"} value
 * @param {string} unit one of content/schema/vendors.ts's factUnits
 * @returns {{ written: string, index: number } | undefined}
 */
export function figureIn(text, value, unit) {
  if (unit === "yes-no") return undefined;
  if (value === "unlimited") {
    const match = /\bunlimited\b/i.exec(text);
    return match ? { written: match[0], index: match.index } : undefined;
  }
  const words = UNIT_WORDS[unit];
  return numbersIn(text).find((number) => {
    if (!same(number.value, value)) return false;
    if (unit.startsWith("usd") || !words) return true;
    return new RegExp(`^${words}`, "i").test(text.slice(number.index + number.written.length));
  });
}

/**
 * A pattern that finds `quote` on a page with any number where its figures are: the quote's words around them
 * must stay, so a page that says '$2.99/mo' where the quote says '$3.49/mo' reads as a changed figure, not a
 * missing one. Spaces match any run of white space; letters match in any case.
 * @param {string} quote
 * @returns {{ pattern: RegExp, figures: Array<{ written: string, value: number }> }}
 */
export function quotePattern(quote) {
  const figures = numbersIn(quote);
  let source = "";
  let at = 0;
  for (const figure of figures) {
    source += looseText(quote.slice(at, figure.index)) + `${BEFORE}(${NUMBER})${AFTER}`;
    at = figure.index + figure.written.length;
  }
  source += looseText(quote.slice(at));
  return { pattern: new RegExp(source, "i"), figures: figures.map(({ written, value }) => ({ written, value })) };
}

/** @param {string} text */
const looseText = (text) => escape(text).replace(/\s+/g, String.raw`\s+`);

/** Text with its runs of white space made single spaces, as both a page's text and a quote are compared. */
export function squeeze(/** @type {string} */ text) {
  return text.replace(/\s+/g, " ").trim();
}
