import type { RankedList } from "../../../content/schema";
import site from "../../../content/site";
import type { Teaser } from "../../content/page-kinds.server";
import { ProseSection } from "../prose-section";
import { MustReads } from "./must-reads";

/** The sidebar of a ranked page: how the list was made, an optional tip, and the Must Reads. */
export function ListSidebar({ list, mustReads }: { list: RankedList; mustReads: Teaser[] }) {
  const { methodology } = list;
  return (
    <aside aria-label={site.list.sidebarLabel} className="space-y-8">
      <section aria-labelledby="methodology" className="rounded-xl border border-slate-200 p-5">
        <h2 id="methodology" className="text-lg font-bold text-slate-900">
          {methodology.heading}
        </h2>
        <p className="mt-2 text-sm text-slate-700">{methodology.text}</p>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
          {methodology.criteria.map((criterion) => (
            <li key={criterion}>{criterion}</li>
          ))}
        </ul>
      </section>
      {list.tip && (
        <div className="rounded-xl border border-amber-200 bg-amber-50 p-5 text-sm">
          <ProseSection section={list.tip} headingLevel={3} />
        </div>
      )}
      <MustReads items={mustReads} />
    </aside>
  );
}
