import { formatRating } from "../../lib/format";

/** A score out of 5 as text, with a bar drawn in CSS beside it (the bar repeats the number for the eye). */
export function ScoreBar({ score }: { score: number }) {
  return (
    <span className="flex items-center gap-2">
      <span className="w-7 shrink-0 font-semibold tabular-nums">{formatRating(score)}</span>
      <span aria-hidden="true" className="score-bar h-2 w-full max-w-20 overflow-hidden rounded-full bg-slate-200">
        <span className="block h-full rounded-full bg-brand-600" style={{ width: `${(score / 5) * 100}%` }} />
      </span>
    </span>
  );
}
