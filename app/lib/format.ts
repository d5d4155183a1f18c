import { ruleSteps, type ScoreRule } from "../../content/schema/scoring";
import type { FactUnit, NumericFact } from "../../content/schema/vendors";
import site from "../content/site-text";
// One formatter each, made once: toLocaleDateString builds a new one per call, which showed in navigation profiles.
const DAY = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
const MONTH = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", timeZone: "UTC" });

/** '2026-11-22' as 'November 22, 2026', fixed to UTC so the build and the browser print the same text. */
export function formatDate(isoDate: string): string {
  return DAY.format(new Date(`${isoDate}T00:00:00Z`));
}

/** A rating as the site prints it: one decimal place. */
export function formatRating(rating: number): string {
  return rating.toFixed(1);
}

/** Fills the `{name}` marks of a content string: fillIn("Number {rank}:", { rank: 2 }) is "Number 2:". */
export function fillIn(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (mark, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for ${mark} in "${template}"`);
    return String(value);
  });
}

/**
 * The link text after a figure: 'as of March 2026', the month a source last showed it, or for a lasting fact
 * (a release year) just 'source', since it cannot go out of date.
 */
export function seenLabel(fact: { seen?: string | undefined; lasting?: boolean | undefined }): string {
  return fact.lasting || !fact.seen ? site.lastingSource : fillIn(site.asOf, { date: formatAsOf(fact.seen) });
}

/** A source's date as precise as it is: '2026-03-14' as 'March 14, 2026', '2026-03' as 'March 2026', '2025' as '2025'. */
export function formatAsOf(date: string): string {
  if (/^\d{4}$/.test(date)) return date;
  if (/^\d{4}-\d{2}$/.test(date)) return MONTH.format(new Date(`${date}-01T00:00:00Z`));
  return formatDate(date);
}

const AMOUNT = /* @__PURE__ */ new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });
const MONEY = /* @__PURE__ */ new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A number in a unit as a table cell reads it: 3.39 'usd-month' is '$3.39 a month', 1 'yes-no' is 'Yes'. */
export function formatQuantity(value: number | "unlimited", unit: FactUnit): string {
  if (value === "unlimited") return site.facts.unlimited;
  if (unit === "yes-no") return value === 1 ? site.facts.yes : site.facts.no;
  // Cents only where there are some: '$12 a month', '$3.39 a month'.
  const amount = unit.startsWith("usd") && !Number.isInteger(value) ? MONEY.format(value) : AMOUNT.format(value);
  return fillIn(site.facts.units[unit], { amount });
}

/** A product's fact as its cell reads: its own wording where it has one, else the number in its unit. */
export function formatFact(fact: NumericFact): string {
  return fact.text ?? formatQuantity(fact.value, fact.unit);
}

/** Units counted in whole numbers. */
const WHOLE_UNITS = /* @__PURE__ */ new Set<FactUnit>(["count", "days", "months"]);

/**
 * A computed rule's steps in words, 5 first: the better end '$2 a month or less' (or '10 or more'), the numbers
 * between, the worse end the other way; a yes/no rule has only its two ends.
 */
export function ruleStepTexts(rule: ScoreRule, unit: FactUnit): Array<{ score: number; text: string }> {
  const lessIsBetter = rule.five < rule.one;
  return ruleSteps(rule)
    .filter((step) => unit !== "yes-no" || step.score === 5 || step.score === 1)
    .map(({ score, value }) => {
      if (unit === "yes-no") return { score, text: formatQuantity(value, unit) };
      // A step between the ends of a whole-number rule (devices, days) reads as the nearest whole number.
      if (score !== 5 && score !== 1)
        return WHOLE_UNITS.has(unit) && !Number.isInteger(value)
          ? { score, text: fillIn(site.list.about, { value: formatQuantity(Math.round(value), unit) }) }
          : { score, text: formatQuantity(value, unit) };
      const text = formatQuantity(value, unit);
      const better = score === 5;
      // Nothing is less than nothing: a rule whose best is $0 says "$0", not "$0 or less".
      if (value === 0 && better === lessIsBetter) return { score, text };
      return { score, text: fillIn(better === lessIsBetter ? site.list.orLess : site.list.orMore, { value: text }) };
    });
}
