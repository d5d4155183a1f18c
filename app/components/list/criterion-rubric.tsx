import type { Criterion, RankedList } from "../../../content/schema/lists";
import { ruleSteps } from "../../../content/schema/scoring";
import site from "../../../content/site";
import { fillIn, formatQuantity } from "../../lib/format";

/**
 * What earns each whole score on a criterion, 5 first: a judgment criterion's published rubric, or the steps of
 * a computed criterion's rule with the figure it reads. Folded on a phone; a wide screen shows it open (app.css).
 */
export function CriterionRubric({ criterion, list }: { criterion: Criterion; list: RankedList }) {
  const { computed, rubric } = criterion;
  const unit = computed && list.entries[0]?.facts[computed.fact]?.unit;
  const steps =
    computed && unit
      ? computedSteps(computed, unit)
      : rubric
        ? ([5, 4, 3, 2, 1] as const).map((score) => ({ score, text: rubric[score] }))
        : [];
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

/** Units counted in whole numbers. */
const WHOLE_UNITS = new Set<string>(["count", "days", "months"]);

/** A rule's five steps in words: the better end '... or less' (or '... or more'), the worse end the other way. */
function computedSteps(rule: NonNullable<Criterion["computed"]>, unit: Parameters<typeof formatQuantity>[1]) {
  const lessIsBetter = rule.five < rule.one;
  return ruleSteps(rule)
    .filter((step) => unit !== "yes-no" || step.score === 5 || step.score === 1)
    .map(({ score, value }) => {
      if (unit === "yes-no") return { score, text: formatQuantity(value, unit) };
      // A step between the ends of a whole-number rule (devices, days) reads as the nearest whole number.
      if (score !== 5 && score !== 1)
        return WHOLE_UNITS.has(unit) && !Number.isInteger(value)
          ? { score, text: fillIn(site.list.about, { value: formatQuantity(Math.round(value), unit) }) }
          : { score, text: formatQuantity(value, unit) };
      const text = formatQuantity(value, unit);
      const better = score === 5;
      // Nothing is less than nothing: a rule whose best is $0 says "$0", not "$0 or less".
      if (value === 0 && better === lessIsBetter) return { score, text };
      return { score, text: fillIn(better === lessIsBetter ? site.list.orLess : site.list.orMore, { value: text }) };
    });
}
