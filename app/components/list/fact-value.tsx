import type { ShownFact } from "../../content/list-ratings";
import { DatedFactText } from "../dated-fact";

/**
 * A product's number as a reader checks it: the figure with the month a source last showed it, linked to that
 * source (DatedFactText, as prices are), and what a price changed from within the year.
 */
export function FactValue({ fact }: { fact: ShownFact }) {
  return (
    <>
      <DatedFactText fact={{ ...fact, text: fact.shown }} />
      {/* The space keeps the two apart in the page's text; a block's leading space is never drawn. */}
      {fact.change && <span className="block text-xs text-ink-faint">{` ${fact.change}`}</span>}
    </>
  );
}
