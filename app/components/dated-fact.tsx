import type { DatedFactInput } from "../../content/schema/primitives";
import { seenLabel } from "../lib/format";

/**
 * A fact with the month a source last showed it, linked to that source, so a reader can tell how old a figure is
 * and check it. A lasting fact (a release year) links its source without a date.
 */
export function DatedFactText({ fact }: { fact: Pick<DatedFactInput, "text" | "source" | "seen" | "lasting"> }) {
  return (
    <span>
      {fact.text} (
      <a
        href={fact.source}
        target="_blank"
        rel="noopener noreferrer"
        className="text-link underline underline-offset-2"
      >
        {seenLabel(fact)}
      </a>
      )
    </span>
  );
}
