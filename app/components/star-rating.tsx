import { Star } from "lucide-react";
import site from "../content/site-text";
import { fillIn, formatRating } from "../lib/format";

/** A rating that screen readers announce as '4.7 out of 5'. */
export function StarRating({ rating }: { rating: number }) {
  const value = formatRating(rating);
  return (
    <p className="inline-flex items-center gap-1 text-sm font-semibold text-ink" data-rating={value} data-search-ignore>
      <Star aria-hidden="true" className="size-4 fill-star text-star-line" />
      <span aria-hidden="true">
        {value}
        <span className="font-normal text-ink-faint">{site.rating.scale}</span>
      </span>
      <span className="sr-only">{fillIn(site.rating.outOf, { rating: value })}</span>
    </p>
  );
}
