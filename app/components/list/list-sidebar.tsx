import type { RankedList } from "../../content/list-ratings";
import site from "../../content/site-text";
import type { Teaser } from "../../content/page-kinds.server";
import { fillIn, formatRating } from "../../lib/format";
import { reviewId } from "../../lib/slug";
import { ProseSection } from "../prose-section";
import { CriterionRubric } from "./criterion-rubric";
import { TeaserList } from "../teaser-list";

/**
 * 'How we created this list': what each criterion measures and weighs and what earns each score on it, how ties
 * are broken, then the list's tip if it has one.
 */
export function ListMethod({ list, className }: { list: RankedList; className: string }) {
  const { methodology } = list;
  return (
    <aside aria-label={site.list.sidebarLabel} className={`space-y-8 ${className}`} data-search-ignore>
      <section aria-labelledby="methodology" className="rounded-xl border border-line p-5">
        <h2 id="methodology" className="text-lg font-bold text-ink">
          {methodology.heading}
        </h2>
        <p className="mt-2 text-sm text-ink-muted">{methodology.text}</p>
        {list.requirements.length > 0 && (
          <>
            <h3 className="mt-3 text-sm font-semibold text-ink">{site.list.requirements}</h3>
            <ul className="requirements mt-1 list-disc space-y-1 pl-5 text-sm text-ink-muted">
              {list.requirements.map((requirement) => (
                <li key={requirement.text}>
                  {requirement.text}
                  {requirement.screenedOut.length > 0 && (
                    <span className="block text-ink-faint">
                      {fillIn(site.list.screenedOut, { names: requirement.screenedOut.join(", ") })}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
        <ul className="mt-3 space-y-2 text-sm text-ink-muted">
          {methodology.criteria.map((criterion) => (
            <li key={criterion.id}>
              <span className="flex justify-between gap-2 font-semibold text-ink">
                <span>{criterion.name}</span>
                <span className="tabular-nums">{fillIn(site.list.weight, { weight: criterion.weight })}</span>
              </span>
              <span className="block">{criterion.measures}</span>
              <CriterionRubric criterion={criterion} list={list} />
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-ink-muted">
          {fillIn(site.list.tiebreak, {
            criterion: methodology.criteria.find((criterion) => criterion.id === methodology.tiebreak)?.name ?? "",
          })}
        </p>
        {list.fixedRatings && <p className="mt-3 text-sm text-ink-muted">{list.fixedRatings.note}</p>}
        <p className="mt-3 text-sm text-ink-muted">{methodology.figuresKept}</p>
      </section>
      {list.tip && (
        <div className="rounded-xl border border-caution-line bg-caution-soft p-5 text-sm">
          <ProseSection section={list.tip} headingLevel={3} />
        </div>
      )}
    </aside>
  );
}

/**
 * The Must Reads, then, on a wide screen, a list of the five picks that stays in view beside the reviews, so the
 * right column is never a long empty strip; it leads to each detailed review. A phone has the summary instead.
 */
export function ListSidebar({
  list,
  mustReads,
  className,
}: {
  list: RankedList;
  mustReads: Teaser[];
  className: string;
}) {
  return (
    <aside aria-label={site.list.moreLabel} className={`space-y-8 ${className}`} data-search-ignore>
      <TeaserList id="must-reads" heading={site.list.mustReads} items={mustReads} />
      <nav
        aria-labelledby="jump-to-pick"
        className="sticky top-20 hidden rounded-xl border border-line p-5 lg:block print:hidden"
      >
        <h2 id="jump-to-pick" className="text-lg font-bold text-ink">
          {site.list.jumpToPick}
        </h2>
        <ol className="mt-3 space-y-1 text-sm">
          {list.entries.map((entry) => (
            <li key={entry.rank}>
              <a
                href={`#${reviewId(entry.title)}`}
                className="flex min-h-6 items-center justify-between gap-2 rounded text-link hover:underline"
              >
                <span>{`${entry.rank}. ${entry.title}`}</span>
                <span className="text-ink-muted tabular-nums">
                  {fillIn(site.rating.outOf, { rating: formatRating(entry.rating) })}
                </span>
              </a>
            </li>
          ))}
          <li>
            <a href="#compare-heading" className="flex min-h-6 items-center rounded text-link hover:underline">
              {site.compare.heading}
            </a>
          </li>
        </ol>
      </nav>
    </aside>
  );
}
