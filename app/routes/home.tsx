import { PageLink } from "../components/ui/page-link";
import { ArticleCard } from "../components/article-card";
import { CategoryGrid } from "../components/category-grid";
import { JsonLdScript } from "../components/json-ld-script";
import { TrendingCard } from "../components/trending-card";
import { ButtonLink } from "../components/ui/button";
import { categoryTiles } from "../content/categories.server";
import { loadContent, trendingLists } from "../content/content.server";
import { websiteJsonLd } from "../lib/json-ld";
import { seo } from "../lib/seo";
import type { Route } from "./+types/home";
import { routePage } from "../components/route-page";

const TRENDING_ON_HOME = 3;

export async function loader() {
  const content = await loadContent();
  const trending = trendingLists(content);
  return {
    home: content.home,
    categories: categoryTiles(content),
    trendingSummary: trending.map(({ list, reason }) => ({ title: list.title, path: list.path, reason })).slice(0, 5),
    trendingCards: trending.slice(0, TRENDING_ON_HOME),
    latest: content.home.latestArticles.pages.map((path) => content.lookup.teaser(path)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seo({ meta: loaderData.home.meta, path: "/" });

export default routePage(function Home({
  loaderData: { home, categories, trendingSummary, trendingCards, latest },
}: Pick<Route.ComponentProps, "loaderData">) {
  return (
    <>
      <JsonLdScript data={websiteJsonLd()} />
      <section className="bg-gradient-to-b from-accent-soft to-surface">
        <div className="mx-auto max-w-6xl px-4 py-16 text-center sm:py-20">
          <h1 className="mx-auto max-w-3xl text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">
            {home.hero.title}
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-ink-muted">{home.hero.text}</p>
          <ButtonLink to="/categories" size="large" className="mt-8">
            {home.hero.ctaLabel}
          </ButtonLink>
        </div>
      </section>
      <section aria-labelledby="browse-categories" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="browse-categories" className="mb-6 text-2xl font-bold text-ink">
          {home.categoriesHeading}
        </h2>
        <CategoryGrid tiles={categories} />
      </section>
      <section aria-labelledby="trending-now" className="mx-auto max-w-6xl px-4 py-12">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="trending-now" className="text-2xl font-bold text-ink">
            {home.trending.heading}
          </h2>
          <ButtonLink to="/trending" look="outline">
            {home.trending.viewAllLabel}
            <span className="sr-only">{` ${home.trending.viewAllHint}`}</span>
          </ButtonLink>
        </div>
        <p className="mt-3 max-w-3xl text-ink-muted">{home.trending.intro}</p>
        <ul className="mt-4 list-disc space-y-1 pl-6 text-ink">
          {trendingSummary.map((item) => (
            <li key={item.path}>
              <PageLink to={item.path} className="font-semibold text-link underline underline-offset-2">
                {item.title}
              </PageLink>
              : {item.reason}
            </li>
          ))}
        </ul>
        <div className="mt-6 grid gap-4 md:grid-cols-3">
          {trendingCards.map((item) => (
            <TrendingCard key={item.list.path} {...item} />
          ))}
        </div>
      </section>
      <section aria-labelledby="latest-articles" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="latest-articles" className="text-2xl font-bold text-ink">
          {home.latestArticles.heading}
        </h2>
        {/* `relative` keeps the cards' screen-reader-only text inside the strip: without it that text is placed
            from the page's edge and widens the whole page on a phone. On paper the cards wrap. */}
        <div className="relative mt-6 flex snap-x gap-4 overflow-x-auto pb-4 print:flex-wrap" tabIndex={0}>
          {latest.map((article) => (
            <ArticleCard key={article.to} {...article} />
          ))}
        </div>
      </section>
    </>
  );
});
