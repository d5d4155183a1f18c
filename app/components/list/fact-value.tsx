import type { ShownFact } from "../../../content/schema/list-ratings";
import site from "../../content/site-text";
import { fillIn, formatAsOf } from "../../lib/format";
import { DatedFactText } from "../dated-fact";

/**
 * A product's number as a reader checks it: the figure with the month its source says so, linked to that source
 * (DatedFactText, as prices are); a price set in another currency also says what it was and the rate that
 * converted it.
 */
export function FactValue({ fact }: { fact: ShownFact }) {
  return (
    <>
      <DatedFactText fact={{ ...fact, text: fact.shown }} />
      {fact.change && (
        <>
          {" "}
          <span className="block text-xs text-ink-faint">{fact.change}</span>
        </>
      )}
      {fact.converted && (
        <a
          href={fact.converted.source}
          target="_blank"
          rel="noopener noreferrer"
          className="block text-xs text-link underline underline-offset-2"
        >
          {fillIn(site.facts.converted, {
            from: fact.converted.from,
            rate: fact.converted.rate,
            date: formatAsOf(fact.converted.asOf),
          })}
        </a>
      )}
    </>
  );
}
