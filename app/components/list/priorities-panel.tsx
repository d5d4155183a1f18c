import { useEffect, useId, useState } from "react";
import type { RankedList } from "../../../content/schema/list-ratings";
import site from "../../../content/site";
import { fillIn, formatRating } from "../../lib/format";
import {
  formatLevels,
  LEVELS,
  LEVELS_PARAM,
  movedMost,
  ourLevels,
  parseLevels,
  presetLevels,
  reranked,
  sameLevels,
  type Level,
  type Levels,
} from "../../lib/reweigh";
import { buttonClass } from "../ui/button";

/** The reader's levels in the address bar, so a link brings them back; our own levels leave no parameter. */
function keepInAddress(parameter: string) {
  const url = new URL(window.location.href);
  if (parameter) url.searchParams.set(LEVELS_PARAM, parameter);
  else url.searchParams.delete(LEVELS_PARAM);
  // Not a navigation: the page and its data stay as they are, and React Router's own history state is kept.
  window.history.replaceState(window.history.state, "", url);
}

/**
 * The control behind "What matters to you?" (loaded when it is opened): presets, a level for each criterion,
 * the five in the reader's order with their ratings, the one line on the pick that moved most, and a reset.
 */
export default function PrioritiesPanel({ list }: { list: RankedList }) {
  const criteria = list.methodology.criteria;
  const ours = ourLevels(criteria);
  const [levels, setLevels] = useState<Levels>(
    () => parseLevels(new URLSearchParams(window.location.search).get(LEVELS_PARAM), criteria) ?? ours,
  );
  const parameter = formatLevels(levels, criteria);
  useEffect(() => keepInAddress(parameter), [parameter]);
  const id = useId();

  const placed = reranked(criteria, list.entries, levels);
  const moved = placed && movedMost(criteria, placed, levels);
  const announcement = placed
    ? fillIn(site.priorities.announce, {
        order: placed.map((each) => `${each.rank}. ${each.entry.title}, ${formatRating(each.rating)}`).join("; "),
      })
    : site.priorities.nothing;

  return (
    <div className="mt-4 space-y-5">
      <div role="group" aria-labelledby={`${id}-presets`} className="flex flex-wrap items-center gap-2">
        <span id={`${id}-presets`} className="font-semibold text-ink">
          {site.priorities.presets}
        </span>
        {list.presets.map((preset) => {
          const levelsOfPreset = presetLevels(criteria, preset.levels);
          return (
            <button
              key={preset.label}
              type="button"
              aria-pressed={sameLevels(levels, levelsOfPreset)}
              onClick={() => setLevels(levelsOfPreset)}
              className={buttonClass({ look: "outline", className: "aria-pressed:bg-accent-soft" })}
            >
              {preset.label}
            </button>
          );
        })}
      </div>
      <fieldset className="space-y-3">
        <legend className="font-semibold text-ink">{site.priorities.criteria}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {criteria.map((criterion) => (
            <label key={criterion.id} className="flex flex-col gap-1 text-sm text-ink-muted">
              {fillIn(site.priorities.criterion, { criterion: criterion.name, weight: criterion.weight })}
              <select
                value={levels[criterion.id]}
                onChange={(event) =>
                  setLevels({ ...levels, [criterion.id]: Number(event.currentTarget.value) as Level })
                }
                className="min-h-11 rounded-lg border border-line-strong bg-surface px-3 text-base text-ink"
              >
                {LEVELS.map((level) => (
                  <option key={level} value={level}>
                    {site.priorities.levels[level]}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </div>
      </fieldset>
      <button
        type="button"
        disabled={sameLevels(levels, ours)}
        onClick={() => setLevels(ours)}
        className={buttonClass({ look: "outline", className: "disabled:opacity-60" })}
      >
        {site.priorities.reset}
      </button>
      <section aria-labelledby={`${id}-result`} className="space-y-2">
        <h3 id={`${id}-result`} className="text-lg font-bold text-ink">
          {site.priorities.result}
        </h3>
        {placed ? (
          <ol className="divide-y divide-line rounded-lg border border-line">
            {placed.map((each) => (
              <li key={each.entry.rank} className="flex flex-wrap items-baseline gap-x-3 px-3 py-2">
                <span className="font-bold text-ink tabular-nums">{each.rank}.</span>
                <span className="font-semibold text-ink">{each.entry.title}</span>
                <span className="text-ink-muted tabular-nums">
                  {fillIn(site.priorities.rating, { rating: formatRating(each.rating) })}
                </span>
                <span className="text-sm text-ink-faint">
                  {each.rank === each.entry.rank
                    ? site.priorities.same
                    : fillIn(site.priorities.was, { rank: each.entry.rank })}
                </span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-ink-muted">{site.priorities.nothing}</p>
        )}
        {placed && (
          <p className="text-ink-muted">
            {moved
              ? fillIn(site.priorities.moved, {
                  ...moved,
                  counts: moved.counts === "more" ? site.priorities.more : site.priorities.less,
                })
              : site.priorities.sameOrder}
          </p>
        )}
        <p role="status" className="sr-only">
          {announcement}
        </p>
      </section>
    </div>
  );
}
