import type { FactUnit, NumericFact } from "../../content/schema/vendors";
import site from "../../content/site";
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

/** A source's date as precise as it is: '2026-03-14' as 'March 14, 2026', '2026-03' as 'March 2026', '2025' as '2025'. */
export function formatAsOf(date: string): string {
  if (/^\d{4}$/.test(date)) return date;
  if (/^\d{4}-\d{2}$/.test(date)) return MONTH.format(new Date(`${date}-01T00:00:00Z`));
  return formatDate(date);
}

/** Text for HTML or XML: '&', '<' and '>' as entities. */
export function escapeMarkup(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

const AMOUNT = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });
const MONEY = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

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
