import { formatRating } from "../../lib/format";

/**
 * A score out of 5 as text, with a bar drawn in CSS beside it (the bar repeats the number for the eye). Paper gets
 * the number alone: printers drop backgrounds, and the bar is nothing but backgrounds.
 */
export function ScoreBar({ score }: { score: number }) {
  return (
    <span className="flex items-center gap-2">
      <span className="w-7 shrink-0 font-semibold tabular-nums">{formatRating(score)}</span>
      <span aria-hidden="true" className="h-2 w-full max-w-20 overflow-hidden rounded-full bg-placeholder print:hidden">
        {/* Rounded: 4.9 / 5 * 100 is 98.00000000000001 in floating point. */}
        <span className="block h-full rounded-full bg-accent" style={{ width: `${Math.round((score / 5) * 100)}%` }} />
      </span>
    </span>
  );
}
