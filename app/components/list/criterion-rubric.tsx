import type { RankedList } from "../../content/list-ratings";
import site from "../../content/site-text";
import { fillIn } from "../../lib/format";

/**
 * What earns each whole score on a criterion, 5 first (worded at build time, `ratedList`): a judgment criterion's
 * published rubric, or the steps of a computed criterion's rule with the figure it reads. Folded on a phone; a wide
 * screen shows it open (app.css).
 */
export function CriterionRubric({
  criterion,
  list,
}: {
  criterion: RankedList["methodology"]["criteria"][number];
  list: RankedList;
}) {
  const { computed, steps } = criterion;
  const label = computed && list.compare.find((row) => row.fact === computed.fact)?.label;
  // A provisional list's criteria may have no rubric yet (its note at the top says so).
  if (steps.length === 0) return null;
  return (
    <details className="rubric mt-1">
      <summary className="min-h-6 cursor-pointer text-link lg:pointer-events-none lg:font-semibold lg:text-ink">
        {site.list.rubric}
        <span className="sr-only">{` ${fillIn(site.list.rubricHint, { criterion: criterion.name })}`}</span>
      </summary>
      <dl className="mt-1 grid grid-cols-[1.5rem_1fr] gap-x-1 gap-y-0.5">
        {steps.map((step) => (
          <div key={step.score} className="contents">
            <dt className="font-semibold tabular-nums text-ink">{step.score}</dt>
            <dd>{step.text}</dd>
          </div>
        ))}
      </dl>
      {label && <p className="mt-1">{fillIn(site.list.computedRule, { fact: label })}</p>}
    </details>
  );
}
