import type { RankedEntry } from "../content/list-ratings";
import site from "../content/site-text";
import { fillIn } from "../lib/format";
import { cardHeadingId, reviewId } from "../lib/slug";
import { LabelledLine } from "./list/labelled-line";
import { Photo } from "./photo";
import { StarRating } from "./star-rating";
import { VisitLink } from "./list/visit-link";
import { ButtonAnchor } from "./ui/button";
import { PageLink } from "./ui/page-link";

/**
 * One ranked entry: the spec's card with rank badge, photo, rating, features and the two buttons; its name links the
 * product's own page. Its photo is lazy: the cards start below the first screen on a phone and on a wide screen alike.
 */
export function RankedCard({ entry }: { entry: RankedEntry }) {
  const headingId = cardHeadingId(entry.title);
  return (
    <article
      aria-labelledby={headingId}
      data-rank={entry.rank}
      className="ranked-card overflow-hidden rounded-xl border border-line bg-surface-raised shadow-sm"
    >
      {/* A phone reads the name and rating first, above a photo no taller than a wide strip; a wider screen puts
          the photo beside them. */}
      <div className="grid gap-0 sm:grid-cols-[14rem_1fr] sm:grid-rows-[auto_1fr]">
        <div className="flex flex-wrap items-baseline justify-between gap-x-2 px-4 pt-4 pb-3 sm:col-start-2 sm:row-start-1 sm:px-5 sm:pt-5 sm:pb-0">
          <h3 id={headingId} className="text-lg font-bold text-ink sm:text-xl">
            <span className="sr-only">{`${fillIn(site.list.rankPrefix, { rank: entry.rank })} `}</span>
            <PageLink to={entry.page} className="text-link underline underline-offset-2">
              {entry.title}
            </PageLink>
          </h3>
          <StarRating rating={entry.rating} />
        </div>
        <div className="relative sm:col-start-1 sm:row-span-2 sm:row-start-1">
          <Photo
            image={entry.image}
            width={448}
            height={336}
            sizes="(min-width: 640px) 14rem, 100vw"
            className="max-h-[56vw] w-full sm:max-h-none"
          />
          <span
            className="absolute top-3 left-3 inline-flex size-10 items-center justify-center rounded-full bg-action text-lg font-bold text-on-action shadow"
            aria-hidden="true"
            data-search-ignore
          >
            {entry.rank}
          </span>
        </div>
        <div className="space-y-3 p-5 sm:col-start-2 sm:row-start-2 sm:pt-3">
          {entry.outOfOrder && (
            <LabelledLine label={site.list.outOfOrder} small>
              {entry.outOfOrder}
            </LabelledLine>
          )}
          {entry.job && (
            <LabelledLine label={site.list.job} small>
              {entry.job}
            </LabelledLine>
          )}
          <p className="text-ink-muted">{entry.description}</p>
          {Object.entries(entry.facts).map(
            ([id, fact]) =>
              fact.change && (
                <p key={id} className="text-sm text-ink-muted">
                  {`${fact.shown}, ${fact.change}`}
                </p>
              ),
          )}
          <LabelledLine label={site.list.bestFor} small>
            {entry.bestFor}
          </LabelledLine>
          <div>
            <h4 className="text-sm font-semibold text-ink">{site.list.topFeatures}</h4>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-ink-muted">
              {entry.pros.map((pro) => (
                <li key={pro}>{pro}</li>
              ))}
            </ul>
          </div>
          <div className="flex flex-wrap gap-3 pt-1" data-search-ignore>
            <ButtonAnchor href={`#${reviewId(entry.title)}`} look="outline" className="print:hidden">
              {site.list.learnMore}
              <span className="sr-only">{` ${fillIn(site.list.learnMoreHint, { title: entry.title })}`}</span>
            </ButtonAnchor>
            <VisitLink entry={entry} />
          </div>
        </div>
      </div>
    </article>
  );
}
