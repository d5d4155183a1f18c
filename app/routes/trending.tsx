import { ContentIcon } from "../components/content-icon";
import { PageHeader } from "../components/page-header";
import { TrendingCard } from "../components/trending-card";
import { loadContent, trendingLists } from "../content/content.server";
import { iconSvg } from "../content/icons.server";
import { seo } from "../lib/seo";
import type { Route } from "./+types/trending";
import { routePage } from "../components/route-page";

export async function loader() {
  const content = await loadContent();
  return { page: content.trending, icon: iconSvg("trending-up"), items: trendingLists(content) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seo({ meta: loaderData.page.meta, path: "/trending" });

export default routePage(function Trending({
  loaderData: { page, icon, items },
}: Pick<Route.ComponentProps, "loaderData">) {
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-8">
      <PageHeader title={page.title} icon={<ContentIcon icon={icon} className="size-7" />}>
        {page.intro.map((paragraph) => (
          <p key={paragraph} className="max-w-3xl text-lg text-ink-muted">
            {paragraph}
          </p>
        ))}
      </PageHeader>
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.list.path}>
            <TrendingCard {...item} headingLevel={2} />
          </li>
        ))}
      </ol>
    </div>
  );
});
