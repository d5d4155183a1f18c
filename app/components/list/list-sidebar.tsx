import type { RankedList } from "../../../content/schema";
import site from "../../../content/site";
import type { Teaser } from "../../content/page-kinds.server";
import { fillIn } from "../../lib/format";
import { ProseSection } from "../prose-section";
import { TeaserList } from "../teaser-list";

/** The sidebar of a ranked page: how the list was made, an optional tip, and the Must Reads. */
export function ListSidebar({ list, mustReads }: { list: RankedList; mustReads: Teaser[] }) {
  const { methodology } = list;
  return (
    <aside aria-label={site.list.sidebarLabel} className="space-y-8" data-search-ignore>
      <section aria-labelledby="methodology" className="rounded-xl border border-line p-5">
        <h2 id="methodology" className="text-lg font-bold text-ink">
          {methodology.heading}
        </h2>
        <p className="mt-2 text-sm text-ink-muted">{methodology.text}</p>
        <ul className="mt-3 space-y-2 text-sm text-ink-muted">
          {methodology.criteria.map((criterion) => (
            <li key={criterion.id}>
              <span className="flex justify-between gap-2 font-semibold text-ink">
                <span>{criterion.name}</span>
                <span className="tabular-nums">{fillIn(site.list.weight, { weight: criterion.weight })}</span>
              </span>
              <span className="block">{criterion.measures}</span>
            </li>
          ))}
        </ul>
      </section>
      {list.tip && (
        <div className="rounded-xl border border-caution-line bg-caution-soft p-5 text-sm">
          <ProseSection section={list.tip} headingLevel={3} />
        </div>
      )}
      <TeaserList id="must-reads" heading={site.list.mustReads} items={mustReads} />
    </aside>
  );
}
