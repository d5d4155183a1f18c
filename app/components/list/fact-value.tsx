import type { ShownFact } from "../../../content/schema/lists";
import site from "../../../content/site";
import { fillIn, formatAsOf } from "../../lib/format";

/**
 * A product's number as a reader checks it: the figure, then the month its source says so, linked to that
 * source; a price set in another currency also says what it was and the rate that converted it.
 */
export function FactValue({ fact }: { fact: ShownFact }) {
  const link = "text-link underline underline-offset-2";
  return (
    <span>
      <span className="font-medium text-ink">{fact.shown}</span>{" "}
      <span className="text-xs">
        (
        <a href={fact.source} target="_blank" rel="noopener noreferrer" className={link}>
          {fillIn(site.asOf, { date: formatAsOf(fact.asOf) })}
        </a>
        )
      </span>
      {fact.converted && (
        <span className="block text-xs">
          <a href={fact.converted.source} target="_blank" rel="noopener noreferrer" className={link}>
            {fillIn(site.facts.converted, {
              from: fact.converted.from,
              rate: fact.converted.rate,
              date: formatAsOf(fact.converted.asOf),
            })}
          </a>
        </span>
      )}
    </span>
  );
}
