import { CategoryGrid } from "../components/category-grid";
import { ContentIcon } from "../components/content-icon";
import { LinkGroup } from "../components/link-group";
import { PageHeader } from "../components/page-header";
import { categoriesGroups, categoryTiles } from "../content/categories.server";
import { loadContent } from "../content/content.server";
import { slugify } from "../lib/slug";
import { seo } from "../lib/seo";
import type { Route } from "./+types/categories";
import { routePage } from "../components/route-page";

export async function loader() {
  const content = await loadContent();
  return { page: { ...content.categoriesPage, groups: categoriesGroups(content) }, categories: categoryTiles(content) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seo({ meta: loaderData.page.meta, path: "/categories" });

export default routePage(function Categories({
  loaderData: { page, categories },
}: Pick<Route.ComponentProps, "loaderData">) {
  return (
    <div className="mx-auto max-w-6xl space-y-12 px-4 py-8">
      <PageHeader title={page.title}>
        <p className="text-lg text-ink-muted">{page.intro}</p>
      </PageHeader>
      <section aria-labelledby="all-categories">
        <h2 id="all-categories" className="sr-only">
          {page.tilesHeading}
        </h2>
        <CategoryGrid tiles={categories} short />
      </section>
      <section aria-labelledby="by-topic" className="space-y-6">
        <h2 id="by-topic" className="text-2xl font-bold text-ink">
          {page.groupsHeading}
        </h2>
        <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {page.groups.map((group) => (
            <LinkGroup
              key={group.heading}
              id={`group-${slugify(group.heading)}`}
              heading={group.heading}
              icon={<ContentIcon icon={group.icon} className="size-5 text-accent" />}
              links={group.links}
            />
          ))}
        </div>
      </section>
    </div>
  );
});
