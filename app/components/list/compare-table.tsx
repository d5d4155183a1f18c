import { comparesDollars, type RankedList } from "../../../content/schema/list-ratings";
import site from "../../content/site-text";
import { fillIn } from "../../lib/format";
import { DatedFactText } from "../dated-fact";
import { FactValue } from "./fact-value";
import { ScoreBar } from "./score-bar";
import { VisitLink } from "./visit-link";

/**
 * 'Compare the five': one column per pick, one row per criterion, one per figure a buyer compares (dated and
 * sourced), then price, who each suits and the way to each vendor. Complete without JavaScript; on a narrow screen it scrolls sideways inside its own box, with the
 * criterion column pinned. On paper it shrinks to the page's width (app.css) and leaves out the links row.
 */
export function CompareTable({ list }: { list: RankedList }) {
  // The pinned column is opaque, so the cells scrolling under it do not show through.
  const pinned = "sticky left-0 z-10 w-28 px-3 py-2 text-left align-top font-semibold text-ink";
  const rowHeader = `${pinned} bg-surface`;
  const cell = "px-3 py-2 align-top text-ink-muted";
  // A list that compares a dollar figure of its own needs no second, looser price row.
  const comparesPrice = comparesDollars(list);
  return (
    // The table repeats what the cards and reviews say, so the site search skips it.
    <section aria-labelledby="compare-heading" className="@container space-y-3" data-search-ignore>
      <h2 id="compare-heading" className="text-2xl font-bold text-ink">
        {site.compare.heading}
      </h2>
      {/* Shown only while the box is narrower than the table (its min-width below). */}
      <p className="text-sm text-ink-muted @min-[42rem]:hidden">{site.compare.scrollHint}</p>
      {/* Focusable, so a keyboard can scroll it sideways; the area draws the edge shadow while more is to see. */}
      <div className="scroll-area">
        <section
          aria-label={site.compare.scrollLabel}
          tabIndex={0}
          className="scroll-box relative overflow-x-auto rounded-xl border border-line"
        >
          <table className="w-full min-w-[42rem] table-fixed border-collapse text-sm">
            <caption className="sr-only">{site.compare.caption}</caption>
            <thead>
              <tr className="border-b border-line bg-surface-muted">
                <th scope="col" className={`${pinned} bg-surface-muted`}>
                  {site.compare.criterion}
                </th>
                {list.entries.map((entry) => (
                  <th key={entry.rank} scope="col" className="px-3 py-2 text-left align-top font-semibold text-ink">
                    {`${entry.rank}. ${entry.title}`}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.methodology.criteria.map((criterion) => (
                <tr key={criterion.id} className="border-b border-line-soft">
                  <th scope="row" className={rowHeader}>
                    {criterion.name}
                    <span className="block font-normal text-ink-faint">
                      {fillIn(site.list.weight, { weight: criterion.weight })}
                    </span>
                  </th>
                  {list.entries.map((entry) => (
                    <td key={entry.rank} className={cell}>
                      <ScoreBar score={entry.scores[criterion.id]?.score ?? 0} />
                    </td>
                  ))}
                </tr>
              ))}
              {list.compare.map((row) => (
                <tr key={row.fact} className="border-b border-line-soft" data-fact={row.fact}>
                  <th scope="row" className={rowHeader}>
                    {row.label}
                  </th>
                  {list.entries.map((entry) => {
                    const fact = entry.facts[row.fact];
                    return (
                      <td key={entry.rank} className={cell}>
                        {fact && <FactValue fact={fact} />}
                      </td>
                    );
                  })}
                </tr>
              ))}
              {!comparesPrice && (
                <tr className="border-b border-line-soft">
                  <th scope="row" className={rowHeader}>
                    {site.compare.price}
                  </th>
                  {list.entries.map((entry) => (
                    <td key={entry.rank} className={cell}>
                      <DatedFactText fact={entry.price} />
                    </td>
                  ))}
                </tr>
              )}
              <tr className="border-b border-line-soft">
                <th scope="row" className={rowHeader}>
                  {site.compare.bestFor}
                </th>
                {list.entries.map((entry) => (
                  <td key={entry.rank} className={cell}>
                    {entry.bestFor}
                  </td>
                ))}
              </tr>
              <tr className="print:hidden">
                <th scope="row" className={rowHeader}>
                  {site.compare.visit}
                </th>
                {list.entries.map((entry) => (
                  <td key={entry.rank} className={cell}>
                    <div className="flex flex-col items-start gap-1">
                      <VisitLink entry={entry} compact />
                    </div>
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </section>
      </div>
    </section>
  );
}
