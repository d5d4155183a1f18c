/**
 * Which of the facts pages quote a source last showed more than a year ago: the stale-fact report of
 * `npm run check:content`, a list to recheck (lasting facts never go stale).
 */
import type { DatedFact } from "./primitives";

/** What freshness needs of a changing fact: a product's price or number, or a shared fact. */
export type Checkable = Pick<DatedFact, "seen" | "lasting" | "source">;

/** A changing fact a page quotes, named as an editor finds it: 'ExpressVPN: price-month-longest'. */
export interface QuotedFact {
  name: string;
  fact: Checkable;
}

/**
 * The first day a source date can mean: a year-only date counts from January, since the source shows nothing
 * later. '2025' is 2025-01-01, '2025-06' is 2025-06-01.
 */
const earliestDay = (asOf: string) => `${asOf}-01-01`.slice(0, 10);

/** True when a source date is more than `months` months before `today` (2026-11-25). */
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
      if (fact.lasting || !fact.seen || !isStale(fact.seen, today)) continue;
      const known = stale.get(name) ?? { asOf: fact.seen, paths: [] };
      if (!known.paths.includes(path)) known.paths.push(path);
      stale.set(name, known);
    }
  return [...stale]
    .sort(([a, x], [b, y]) => x.asOf.localeCompare(y.asOf) || a.localeCompare(b))
    .map(([name, { asOf, paths }]) => `${asOf} ${name} (${paths.sort().join(", ")})`);
}
