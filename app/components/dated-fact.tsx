import type { DatedFactInput } from "../../content/schema/primitives";
import site from "../content/site-text";
import { fillIn, formatAsOf } from "../lib/format";

/**
 * A fact with the date of the source it rests on, so a reader can tell how old a figure is; the date links to
 * that source. A fact the last check could not confirm says so.
 */
export function DatedFactText({ fact }: { fact: DatedFactInput }) {
  return (
    <span>
      {fact.text} (
      <a
        href={fact.source}
        target="_blank"
        rel="noopener noreferrer"
        className="text-link underline underline-offset-2"
      >
        {fillIn(fact.confirmed === false ? site.asOfNotRechecked : site.asOf, { date: formatAsOf(fact.asOf) })}
      </a>
      )
    </span>
  );
}
