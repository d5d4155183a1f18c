/**
 * How fresh a page's changing facts are: when they were last checked against their sources (shown on the page as
 * "Prices and terms checked <month year>"), and which rest on a source more than a year old (the stale-fact report
 * of `npm run check:content`).
 */
import type { DatedFact } from "./primitives";

/** What freshness needs of a changing fact: a product's price or number, or a shared fact. */
export type Checkable = Pick<DatedFact, "asOf" | "checked" | "confirmed">;

/** A changing fact a page quotes, named as an editor finds it: 'ExpressVPN: price-month-longest'. */
export interface QuotedFact {
  name: string;
  fact: Checkable;
}

/** When a page's quoted facts were last checked, and how many of them the check could not confirm. */
export type Freshness = NonNullable<ReturnType<typeof pageFreshness>>;

/**
 * The oldest check among the facts a page quotes (a day, 2026-11-25) and how many of them the last check could not
 * confirm; undefined for a page that quotes none.
 */
export function pageFreshness(
  facts: Checkable[],
): { checked: string; notRechecked: number; total: number } | undefined {
  const oldest = facts.map((fact) => fact.checked).sort()[0];
  if (!oldest) return undefined;
  return { checked: oldest, notRechecked: facts.filter((fact) => !fact.confirmed).length, total: facts.length };
}

/**
 * The first day a source date can mean: a year-only date counts from January, since the source shows nothing
 * later. '2025' is 2025-01-01, '2025-06' is 2025-06-01.
 */
const earliestDay = (asOf: string) => `${asOf}-01-01`.slice(0, 10);

/** True when a fact's source date is more than `months` months before `today` (2026-11-25). */
export function isStale(asOf: string, today: string, months = 12): boolean {
  const limit = new Date(`${today}T00:00:00Z`);
  limit.setUTCMonth(limit.getUTCMonth() - months);
  return earliestDay(asOf) < limit.toISOString().slice(0, 10);
}

/**
 * Every fact a page quotes whose source is more than a year old on `today`, once, with the pages that quote it,
 * oldest first: '2025 ExpressVPN: devices (/category/vpn, /netflix-vpn)'.
 */
export function staleFactReport(pages: Array<{ path: string; quotes: QuotedFact[] }>, today: string): string[] {
  const stale = new Map<string, { asOf: string; paths: string[] }>();
  for (const { path, quotes } of pages)
    for (const { name, fact } of quotes) {
      if (!isStale(fact.asOf, today)) continue;
      const known = stale.get(name) ?? { asOf: fact.asOf, paths: [] };
      if (!known.paths.includes(path)) known.paths.push(path);
      stale.set(name, known);
    }
  return [...stale]
    .sort(([a, x], [b, y]) => x.asOf.localeCompare(y.asOf) || a.localeCompare(b))
    .map(([name, { asOf, paths }]) => `${asOf} ${name} (${paths.sort().join(", ")})`);
}
