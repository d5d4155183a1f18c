import type { PageData } from "../../content/page-kinds.server";
import site from "../../content/site-text";
import { SPONSORED_PLACEMENTS, sponsoredContainerId } from "../../lib/sponsored";
import { BelowTheFold } from "../below-the-fold";
import { Breadcrumbs } from "../breadcrumbs";
import { ContentIcon } from "../content-icon";
import { JsonLdScripts } from "../json-ld-script";
import { CompareTable } from "../list/compare-table";
import { Competition } from "../list/competition";
import { DetailedReviews } from "../list/detailed-reviews";
import { ListMethod, ListSidebar } from "../list/list-sidebar";
import { ListIntro } from "../list/list-intro";
import { ListSummary } from "../list/list-summary";
import { Priorities } from "../list/priorities";
import { NoteLine } from "../note-line";
import { PageHeader } from "../page-header";
import { PageLink } from "../ui/page-link";
import { RankedCard } from "../ranked-card";
import { SourcesList } from "../sources-list";
import { SponsoredSlot } from "../sponsored-slot";

/** A ranked page: the 13 category lists and the stand-alone ranked pages share this layout. */
export default function RankedListPage({
  kind,
  path,
  list,
  icon,
  priorities,
  mustReads,
  crumbs,
  structuredData,
}: PageData<"list">) {
  const [first, second, third, ...rest] = list.entries;
  return (
    // The site search indexes what is inside data-search-body, less what is marked data-search-ignore (decision 017).
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8" data-search-body data-search-kind={kind}>
      <JsonLdScripts blocks={structuredData} />
      <Breadcrumbs crumbs={crumbs} />
      <PageHeader
        title={list.title}
        icon={<ContentIcon icon={icon} className="size-7" />}
        tagline={list.tagline}
        back={list.back}
        changes={list.changes}
      >
        {/* FTC guidance puts the disclosure near the recommendation, not only in the footer; one line here, the
            whole policy a tap away, so the picks start on a phone's first screens. Each space is in the text before
            it: a lone " " node would move when a half-parsed page's next element arrives. */}
        <NoteLine>
          {`${site.list.disclosure} `}
          {list.adviceNote && <span>{`${site.adviceNote} `}</span>}
          <PageLink to={site.list.disclosureLink.to} className="text-link underline underline-offset-2">
            {site.list.disclosureLink.label}
          </PageLink>
        </NoteLine>
        {list.provisional && <NoteLine>{list.provisional}</NoteLine>}
      </PageHeader>
      {/* Phones read the column in order: the picks, how the list was made, the detailed reviews, then Must Reads.
          A wide screen puts the method box and then the Must Reads with the jump list in the right column, the
          jump list staying in view beside the reviews; the spanned rows keep the right column free of gaps. */}
      <div className="mt-6 grid gap-x-10 gap-y-8 sm:mt-8 lg:grid-cols-[1fr_20rem] lg:grid-rows-[auto_1fr_auto]">
        <div className="min-w-0 space-y-6 sm:space-y-8 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <ListIntro list={list} />
          <ListSummary list={list} prioritiesLink={priorities.link} />
          <BelowTheFold>
            <section aria-labelledby="entries-heading" className="space-y-6">
              <h2 id="entries-heading" className="text-2xl font-bold text-ink">
                {list.entriesHeading}
              </h2>
              {[first, second, third].map((entry) => entry && <RankedCard key={entry.rank} entry={entry} />)}
              <SponsoredSlot
                placement={SPONSORED_PLACEMENTS.midArticle}
                containerId={sponsoredContainerId(SPONSORED_PLACEMENTS.midArticle, path)}
              />
              {rest.map((entry) => (
                <RankedCard key={entry.rank} entry={entry} />
              ))}
            </section>
            <CompareTable list={list} />
            <Priorities list={list} text={priorities} />
          </BelowTheFold>
        </div>
        <BelowTheFold>
          <ListMethod list={list} className="lg:col-start-2 lg:row-start-1" />
          <div className="min-w-0 space-y-10 lg:col-start-1 lg:row-start-3">
            <DetailedReviews list={list} />
            <Competition list={list} />
            <SourcesList sources={list.sources} />
          </div>
          <ListSidebar list={list} mustReads={mustReads} className="lg:col-start-2 lg:row-span-2 lg:row-start-2" />
        </BelowTheFold>
      </div>
      <BelowTheFold>
        <SponsoredSlot
          placement={SPONSORED_PLACEMENTS.belowArticle}
          containerId={sponsoredContainerId(SPONSORED_PLACEMENTS.belowArticle, path)}
        />
      </BelowTheFold>
    </div>
  );
}
