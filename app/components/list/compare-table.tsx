import type { ReactNode } from "react";
import type { RankedEntry, RankedList } from "../../content/list-ratings";
import site from "../../content/site-text";
import { fillIn } from "../../lib/format";
import { DatedFactText } from "../dated-fact";
import { FactValue } from "./fact-value";
import { ScoreBar } from "./score-bar";
import { VisitLink } from "./visit-link";
import { PageLink } from "../ui/page-link";

/**
 * 'Compare the five': one column per pick, headed by its name linked to its own page, one row per criterion, one per figure a buyer compares (dated and
 * sourced), then price, who each suits and the way to each vendor. Five columns do not fit a phone, so there
 * (`.compare` in app.css) each row stacks under its criterion, one line per pick, each cell naming its pick: the
 * same table in the same order, read down instead of across. On paper it shrinks to the page's width (app.css)
 * and leaves out the links row.
 */
export function CompareTable({ list }: { list: RankedList }) {
  const rowHeader = "px-3 py-2 text-left align-top font-semibold text-ink hyphens-auto wrap-break-word";
  const cell = "px-3 py-2 align-top text-ink-muted";
  // A list that compares a dollar figure of its own needs no second, looser price row.
  const comparesPrice = list.comparesDollars;
  // Each cell carries its pick's name for the stacked layout to show beside it (app.css); a screen reader has the
  // column header instead.
  const picks = list.entries.map((entry) => ({ entry, name: `${entry.rank}. ${entry.title}` }));
  /** A row's five cells, one a pick, each naming its pick. */
  const cells = (content: (entry: RankedEntry) => ReactNode) =>
    picks.map(({ entry, name }) => (
      <td key={entry.rank} className={cell} data-pick={name}>
        {content(entry)}
      </td>
    ));
  return (
    // The table repeats what the cards and reviews say, so the site search skips it.
    <section aria-labelledby="compare-heading" className="compare @container space-y-3" data-search-ignore>
      <h2 id="compare-heading" className="text-2xl font-bold text-ink">
        {site.compare.heading}
      </h2>
      <div className="overflow-hidden rounded-xl border border-line">
        <table className="w-full table-fixed border-collapse text-sm">
          <caption className="sr-only">{site.compare.caption}</caption>
          <thead>
            <tr className="border-b border-line bg-surface-muted">
              <th scope="col" className={`${rowHeader} w-40`}>
                {site.compare.criterion}
              </th>
              {picks.map(({ entry, name }) => (
                <th key={entry.rank} scope="col" className={rowHeader}>
                  <PageLink to={entry.page} className="text-link underline underline-offset-2">
                    {name}
                  </PageLink>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {list.methodology.criteria.map((criterion) => (
              <tr key={criterion.id} className="border-b border-line-soft">
                <th scope="row" className={rowHeader}>
                  {criterion.name}
                  <span className="weight block font-normal text-ink-faint">
                    {fillIn(site.list.weight, { weight: criterion.weight })}
                  </span>
                </th>
                {cells((entry) => (
                  <ScoreBar score={entry.scores[criterion.id]?.score ?? 0} />
                ))}
              </tr>
            ))}
            {list.compare.map((row) => (
              <tr key={row.fact} className="border-b border-line-soft" data-fact={row.fact}>
                <th scope="row" className={rowHeader}>
                  {row.label}
                </th>
                {cells((entry) => {
                  const fact = entry.facts[row.fact];
                  return fact && <FactValue fact={fact} />;
                })}
              </tr>
            ))}
            {!comparesPrice && (
              <tr className="border-b border-line-soft">
                <th scope="row" className={rowHeader}>
                  {site.compare.price}
                </th>
                {cells((entry) => (
                  <DatedFactText fact={entry.price} />
                ))}
              </tr>
            )}
            <tr className="border-b border-line-soft">
              <th scope="row" className={rowHeader}>
                {site.compare.bestFor}
              </th>
              {cells((entry) => entry.bestFor)}
            </tr>
            <tr className="print:hidden">
              <th scope="row" className={rowHeader}>
                {site.compare.visit}
              </th>
              {cells((entry) => (
                <div className="flex flex-col items-start gap-1">
                  <VisitLink entry={entry} compact />
                </div>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}
