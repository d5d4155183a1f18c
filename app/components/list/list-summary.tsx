import type { RankedList } from "../../content/list-ratings";
import { cardHeadingId } from "../../lib/slug";

/**
 * 'Our Top 5 Best ...': each entry's title, linked to its card, and its first pro; then the way to "What matters to
 * you?", so a reader can re-rank the five from the top of the page.
 */
export function ListSummary({ list, prioritiesLink }: { list: RankedList; prioritiesLink: string }) {
  return (
    <section
      aria-labelledby="summary-heading"
      className="rounded-xl border border-accent-line bg-accent-soft p-4 sm:p-5"
    >
      <h2 id="summary-heading" className="text-xl font-bold text-ink">
        {list.summaryHeading}
      </h2>
      <ol className="mt-3 list-decimal space-y-1 pl-6 text-sm text-ink sm:text-base">
        {list.entries.map((entry) => (
          <li key={entry.rank}>
            {/* On paper the title is plain text (data-print-as-text, app.css): a link within the page goes nowhere there. */}
            <a
              href={`#${cardHeadingId(entry.title)}`}
              className="font-semibold text-link underline underline-offset-2 print:text-ink print:no-underline"
              data-print-as-text
            >
              {entry.title}
            </a>
            : {entry.pros[0]}
          </li>
        ))}
      </ol>
      <a
        href="#priorities"
        className="mt-2 inline-flex min-h-8 items-center text-sm font-semibold text-link underline underline-offset-2 print:hidden sm:text-base"
        data-search-ignore
      >
        {prioritiesLink}
      </a>
    </section>
  );
}
