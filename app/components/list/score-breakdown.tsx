import type { RankedEntry, RankedList } from "../../content/list-ratings";
import site from "../../content/site-text";
import { fillIn, formatRating } from "../../lib/format";
import { FactValue } from "./fact-value";
import { ScoreBar } from "./score-bar";

/**
 * How one entry's rating adds up: each criterion's weight, the entry's score on it and the fact behind the score
 * (for a computed criterion, the product's figure itself, dated and sourced).
 * On a phone each row puts its reason on a line of its own under the criterion (`.breakdown` in app.css), so the
 * table fits the screen and nothing needs scrolling sideways; it stays a table for screen readers.
 */
export function ScoreBreakdown({ list, entry }: { list: RankedList; entry: RankedEntry }) {
  const head = "px-3 py-2 text-left font-semibold text-ink";
  return (
    <div className="breakdown rounded-lg border border-line" data-search-ignore>
      <table className="w-full border-collapse text-sm">
        <caption className="px-3 pt-2 text-left text-sm font-semibold text-ink-muted">
          {fillIn(site.breakdown.caption, { rating: formatRating(entry.rating), title: entry.title })}
        </caption>
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className={`${head} sm:w-32`}>
              {site.breakdown.criterion}
            </th>
            <th scope="col" className={`${head} sm:w-16`}>
              {site.breakdown.weight}
            </th>
            <th scope="col" className={`${head} sm:w-32`}>
              {site.breakdown.score}
            </th>
            <th scope="col" className={`${head} why`}>
              {site.breakdown.why}
            </th>
          </tr>
        </thead>
        <tbody>
          {list.methodology.criteria.map((criterion) => {
            const score = entry.scores[criterion.id];
            return (
              <tr key={criterion.id} className="border-b border-line-soft align-top" data-criterion={criterion.id}>
                <th scope="row" className="px-3 py-2 text-left font-medium text-ink">
                  {criterion.name}
                </th>
                <td className="px-3 py-2 tabular-nums text-ink-muted" data-weight={criterion.weight}>
                  {fillIn(site.list.weight, { weight: criterion.weight })}
                </td>
                <td className="px-3 py-2 text-ink" data-score={score?.score}>
                  <ScoreBar score={score?.score ?? 0} />
                </td>
                <td className="why px-3 py-2 text-ink-muted">
                  {score?.fact ? <FactValue fact={score.fact} /> : score?.why}
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2} className="total px-3 py-2 text-left font-semibold text-ink">
              {site.breakdown.total}
            </th>
            <td className="px-3 py-2 font-bold text-ink" data-total={formatRating(entry.rating)}>
              {formatRating(entry.rating)}
            </td>
            <td className="why" />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
