import type { RankedList } from "../../../content/schema";

/** 'Our Top 5 Best ...': each entry's title and its first pro. */
export function ListSummary({ list }: { list: RankedList }) {
  return (
    <section aria-labelledby="summary-heading" className="rounded-xl border border-accent-line bg-accent-soft p-5">
      <h2 id="summary-heading" className="text-xl font-bold text-ink">
        {list.summaryHeading}
      </h2>
      <ol className="mt-3 list-decimal space-y-1 pl-6 text-ink">
        {list.entries.map((entry) => (
          <li key={entry.rank}>
            <strong className="font-semibold">{entry.title}</strong>: {entry.pros[0]}
          </li>
        ))}
      </ol>
    </section>
  );
}
