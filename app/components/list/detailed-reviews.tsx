import type { RankedList } from "../../content/list-ratings";
import site from "../../content/site-text";
import { reviewId } from "../../lib/slug";
import { StarRating } from "../star-rating";
import { LabelledLine } from "./labelled-line";
import { ScoreBreakdown } from "./score-breakdown";

/**
 * 'Detailed Reviews': per entry a heading, its rating and how that rating adds up, the review, the drawback and,
 * where the picks do different jobs, the runner-up for this one's; each card's 'Learn More' jumps here.
 */
export function DetailedReviews({ list }: { list: RankedList }) {
  return (
    <section aria-labelledby="detailed-reviews" className="space-y-6">
      <h2 id="detailed-reviews" className="text-2xl font-bold text-ink">
        {site.list.detailedReviews}
      </h2>
      {list.entries.map((entry) => (
        <section
          key={entry.rank}
          id={reviewId(entry.title)}
          aria-labelledby={`${reviewId(entry.title)}-heading`}
          className="space-y-2 border-t border-line pt-5"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 id={`${reviewId(entry.title)}-heading`} className="text-xl font-bold text-ink">
              {`${entry.rank}. ${entry.title}`}
            </h3>
            <StarRating rating={entry.rating} />
          </div>
          {entry.outOfOrder && (
            <LabelledLine label={site.list.outOfOrder} small>
              {entry.outOfOrder}
            </LabelledLine>
          )}
          <ScoreBreakdown list={list} entry={entry} />
          {entry.review.map((paragraph) => (
            <p key={paragraph} className="text-ink-muted">
              {paragraph}
            </p>
          ))}
          <LabelledLine label={site.list.drawback}>{entry.drawback}</LabelledLine>
          {entry.runnerUp && (
            <LabelledLine label={site.list.runnerUp}>
              <span>{entry.runnerUp.name}</span>. {entry.runnerUp.why}
            </LabelledLine>
          )}
        </section>
      ))}
    </section>
  );
}
