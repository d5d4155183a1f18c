import { useEffect, useId, useState } from "react";
import type { RankedList } from "../../content/list-ratings";
import text from "../../content/priorities-text";
import { fillIn, formatRating } from "../../lib/format";
import { PRIORITIES_PARAM } from "../../lib/site";
import { formatLevels, movedMost, parseLevels, sameLevels } from "../../lib/reweigh";
import { LEVELS, ourLevels, presetLevels, ranking, type Level, type Levels } from "../../../content/schema/scoring";
import { buttonClass } from "../ui/button";

/** The reader's levels in the address bar, so a link brings them back; our own levels leave no parameter. */
function keepInAddress(parameter: string) {
  const others = new URLSearchParams(location.search);
  others.delete(PRIORITIES_PARAM);
  // Written as is ("privacy:3,price:0"): criterion ids, colons and commas need no escaping in a query.
  const search = [others.toString(), parameter && `${PRIORITIES_PARAM}=${parameter}`].filter(Boolean).join("&");
  // Not a navigation: the page and its data stay as they are, and React Router's own history state is kept.
  history.replaceState(history.state, "", `${location.pathname}${search && `?${search}`}${location.hash}`);
}

/**
 * The control behind "What matters to you?" (loaded when it is opened): presets, a level for each criterion,
 * the five in the reader's order with their ratings, the one line on the pick that moved most, and a reset.
 */
export default function PrioritiesPanel({ list }: { list: RankedList }) {
  const criteria = list.methodology.criteria;
  const ours = ourLevels(criteria);
  const [levels, setLevels] = useState<Levels>(
    () => parseLevels(new URLSearchParams(window.location.search).get(PRIORITIES_PARAM), criteria) ?? ours,
  );
  const parameter = formatLevels(levels, criteria);
  useEffect(() => keepInAddress(parameter), [parameter]);
  const id = useId();

  const placed = ranking(criteria, list.methodology.tiebreak, list.entries, levels);
  // A preset's note says why it keeps our order, or why the cheapest is not first, where its ranking shows.
  const chosenNote = list.presets.find((preset) => sameLevels(levels, presetLevels(criteria, preset.levels)))?.note;
  const moved = placed && movedMost(criteria, placed, levels);
  const announcement = placed
    ? fillIn(text.announce, {
        order: placed.map((each) => `${each.rank}. ${each.entry.title}, ${formatRating(each.rating)}`).join("; "),
      })
    : text.nothing;

  return (
    <div className="mt-2 space-y-5">
      <p className="text-ink-muted">{text.intro}</p>
      <div role="group" aria-labelledby={`${id}-presets`} className="flex flex-wrap items-center gap-2">
        <span id={`${id}-presets`} className="font-semibold text-ink">
          {text.presets}
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
      <section aria-labelledby={`${id}-result`} className="space-y-2">
        <h3 id={`${id}-result`} className="text-lg font-bold text-ink">
          {text.result}
        </h3>
        {placed?.some((each) => each.rating !== each.entry.rating) && (
          <p className="text-sm text-ink-muted">{text.ratingsDiffer}</p>
        )}
        {placed ? (
          <ol className="divide-y divide-line rounded-lg border border-line">
            {placed.map((each) => (
              <li key={each.entry.rank} className="flex flex-wrap items-baseline gap-x-3 px-3 py-2">
                <span className="font-bold text-ink tabular-nums">{each.rank}.</span>
                <span className="font-semibold text-ink">{each.entry.title}</span>
                <span className="text-ink-muted tabular-nums">
                  {fillIn(text.rating, { rating: formatRating(each.rating) })}
                </span>
                <span className="text-sm text-ink-faint">
                  {each.rank === each.entry.rank ? text.same : fillIn(text.was, { rank: each.entry.rank })}
                </span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-ink-muted">{text.nothing}</p>
        )}
        {placed && (
          <p className="text-ink-muted">
            {moved
              ? fillIn(text.moved, {
                  ...moved,
                  counts: moved.counts === "more" ? text.more : text.less,
                })
              : (chosenNote ?? text.sameOrder)}
          </p>
        )}
        {/* A preset's note says why its order is not what its name suggests, beside the order it gives. */}
        {placed && moved && chosenNote && <p className="text-ink-muted">{chosenNote}</p>}
        <p role="status" className="sr-only">
          {announcement}
        </p>
      </section>
      <fieldset className="space-y-3">
        <legend className="font-semibold text-ink">{text.criteria}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {criteria.map((criterion) => (
            <label key={criterion.id} className="flex flex-col gap-1 text-sm text-ink-muted">
              {fillIn(text.criterion, { criterion: criterion.name, weight: criterion.weight })}
              <select
                value={levels[criterion.id]}
                onChange={(event) =>
                  setLevels({ ...levels, [criterion.id]: Number(event.currentTarget.value) as Level })
                }
                className="min-h-11 rounded-lg border border-line-strong bg-surface px-3 text-base text-ink"
              >
                {LEVELS.map((level) => (
                  <option key={level} value={level}>
                    {text.levels[level]}
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
        {text.reset}
      </button>
    </div>
  );
}
