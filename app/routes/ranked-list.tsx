import { JsonLdScript } from "../components/json-ld-script";
import { Breadcrumbs } from "../components/breadcrumbs";
import { AffiliateDisclosure } from "../components/list/affiliate-disclosure";
import { DetailedReviews } from "../components/list/detailed-reviews";
import { ListSidebar } from "../components/list/list-sidebar";
import { ListSummary } from "../components/list/list-summary";
import { PageHeader } from "../components/page-header";
import { ProseSection } from "../components/prose-section";
import { RankedCard } from "../components/ranked-card";
import { SponsoredSlot } from "../components/sponsored-slot";
import { content } from "../lib/content.server";
import { breadcrumbsFor } from "../lib/breadcrumbs.server";
import { breadcrumbJsonLd, itemListJsonLd } from "../lib/json-ld";
import { seo } from "../lib/seo";
import { SPONSORED_PLACEMENTS, sponsoredContainerId } from "../lib/sponsored";
import { mustReadTeasers } from "../lib/teasers.server";
import type { Route } from "./+types/ranked-list";

export function loader({ request }: Route.LoaderArgs) {
  const page = content.byPath.get(new URL(request.url).pathname);
  if (page?.kind !== "list") throw new Response("Not Found", { status: 404 });
  return { list: page.list, mustReads: mustReadTeasers(page.list), crumbs: breadcrumbsFor(page.path) };
}

export const meta: Route.MetaFunction = ({ loaderData: { list } }) => seo({ meta: list.meta, path: list.path, image: list.entries[0]?.image });

/** A ranked page: the 13 category lists and the stand-alone ranked pages share this layout. */
export default function RankedListPage({ loaderData: { list, mustReads, crumbs } }: Route.ComponentProps) {
  const [first, second, third, ...rest] = list.entries;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <JsonLdScript data={itemListJsonLd(list)} />
      <JsonLdScript data={breadcrumbJsonLd(crumbs)} />
      <Breadcrumbs crumbs={crumbs} />
      <PageHeader title={list.title} icon={list.icon} tagline={list.tagline} back={list.back} updated={list.updated}>
        <AffiliateDisclosure />
      </PageHeader>
      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-8">
          <div className="space-y-3">
            {list.intro.map((paragraph) => (
              <p key={paragraph} className="text-lg text-slate-700">
                {paragraph}
              </p>
            ))}
          </div>
          <ListSummary list={list} />
          {list.sections.map((section) => (
            <ProseSection key={section.heading} section={section} />
          ))}
          <section aria-labelledby="entries-heading" className="space-y-6">
            <h2 id="entries-heading" className="text-2xl font-bold text-slate-900">
              {list.entriesHeading ?? "The Top 5, ranked"}
            </h2>
            {[first, second, third].map((entry) => entry && <RankedCard key={entry.rank} entry={entry} priority={entry.rank === 1} />)}
            <SponsoredSlot placement={SPONSORED_PLACEMENTS.midArticle} containerId={sponsoredContainerId(SPONSORED_PLACEMENTS.midArticle, list.path)} />
            {rest.map((entry) => (
              <RankedCard key={entry.rank} entry={entry} />
            ))}
          </section>
          <DetailedReviews list={list} />
        </div>
        <ListSidebar list={list} mustReads={mustReads} />
      </div>
      <SponsoredSlot placement={SPONSORED_PLACEMENTS.belowArticle} containerId={sponsoredContainerId(SPONSORED_PLACEMENTS.belowArticle, list.path)} />
    </div>
  );
}
