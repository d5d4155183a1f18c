import { ArrowRight } from "lucide-react";
import { PageLink } from "./ui/page-link";
import type { TrendingItem } from "../content/content.server";
import site from "../content/site-text";
import { fillIn } from "../lib/format";
import { slugify } from "../lib/slug";
import { ContentIcon } from "./content-icon";
import { StarRating } from "./star-rating";

/**
 * A trending list as a ranked card: its position, the list, our number one pick and a link to all five. Its heading
 * is an h3 under the home page's 'Trending' section and an h2 straight under /trending's h1.
 */
export function TrendingCard({
  position,
  list,
  reason,
  top,
  headingLevel = 3,
}: TrendingItem & { headingLevel?: 2 | 3 }) {
  const headingId = `trending-${slugify(list.title)}`;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      aria-labelledby={headingId}
      className="trending-card flex h-full flex-col rounded-xl border border-line bg-surface-raised p-5 shadow-sm"
    >
      <div className="flex items-center gap-3">
        <span
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-action font-bold text-on-action"
          aria-hidden="true"
        >
          {position}
        </span>
        <ContentIcon icon={list.icon} className="size-6 text-accent" />
      </div>
      <Heading id={headingId} className="mt-3 text-lg font-bold text-ink">
        <span className="sr-only">{`${fillIn(site.cards.trendingPrefix, { position })} `}</span>
        {list.title}
      </Heading>
      <p className="mt-1 text-sm text-ink-muted">{reason}</p>
      {top && (
        <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-ink">
          <span>
            {`${site.cards.topPick} `}
            <strong className="font-semibold">{top.title}</strong>
          </span>
          <StarRating rating={top.rating} />
        </div>
      )}
      <PageLink
        to={list.path}
        className="mt-auto inline-flex min-h-11 items-center gap-2 pt-4 font-semibold text-link hover:underline"
      >
        {site.cards.seeTopFive}
        <span className="sr-only">{` ${list.title}`}</span>
        <ArrowRight aria-hidden="true" className="size-4" />
      </PageLink>
    </article>
  );
}
