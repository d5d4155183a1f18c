/**
 * How a figure is written on a source page, so a program can find it: '$3.49', '3.49', '4.2%', '10 GB',
 * '30 days', 'unlimited'. The content check reads it (a quote must show its figure) and so does
 * `npm run recheck` (scripts/recheck/), which runs without a build, through Node's type stripping.
 */

/** A number as pages write it: '$1,250.00', '1250', '3.49', '.99' is not one. */
const NUMBER = String.raw`\$?\d{1,3}(?:,\d{3})+(?:\.\d+)?|\$?\d+(?:\.\d+)?`;
/** Not part of a longer number on either side: '3.49' is not in '13.49' nor in '3.495'. */
const BEFORE = String.raw`(?<![\d.,$])`;
const AFTER = String.raw`(?![\d]|[.,]\d)`;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** '1,250.00' and '$1250' as 1250. */
export function numberValue(written: string): number {
  return Number(written.replace(/[$,]/g, ""));
}

const same = (a: number, b: number) => Math.abs(a - b) < 0.005;

/** Words after a number that say what the unit is ('10 GB', '30 days', '12-month'). */
const UNIT_WORDS: Record<string, string> = {
  gb: String.raw`\s?GB`,
  months: String.raw`[\s-]months?`,
  days: String.raw`[\s-]days?`,
  percent: String.raw`\s?%`,
};

/**
 * Every number written in `text`, where it is and what it is worth: the figures a quote or a source page shows.
 */
export function numbersIn(text: string): Array<{ written: string; value: number; index: number }> {
  return [...text.matchAll(new RegExp(`${BEFORE}(?:${NUMBER})${AFTER}`, "g"))].map((match) => ({
    written: match[0],
    value: numberValue(match[0]),
    index: match.index,
  }));
}

/**
 * Where a fact's number is written in `text`, in a form its unit is written in ('$3.49', '3.49', '4.2%', '10 GB',
 * 'unlimited'): the first such place, or undefined. Yes/no facts have no written form: only a quote finds them.
 * `unit` is one of content/schema/vendors.ts's factUnits.
 */
export function figureIn(
  text: string,
  value: number | "unlimited",
  unit: string,
): { written: string; index: number } | undefined {
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
 */
export function quotePattern(quote: string): { pattern: RegExp; figures: Array<{ written: string; value: number }> } {
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

const looseText = (text: string) => escape(text).replace(/\s+/g, String.raw`\s+`);

/** Text with its runs of white space made single spaces, as both a page's text and a quote are compared. */
export function squeeze(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
