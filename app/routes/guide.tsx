import { Breadcrumbs } from "../components/breadcrumbs";
import { AdviceNote, BottomLine, GuideCallToAction } from "../components/guide/guide-blocks";
import { TableOfContents } from "../components/guide/table-of-contents";
import { JsonLdScript } from "../components/json-ld-script";
import { MdxBody } from "../components/mdx/mdx-body";
import { PageHeader } from "../components/page-header";
import { Photo } from "../components/photo";
import { content, headingsOf } from "../lib/content.server";
import { breadcrumbsFor } from "../lib/breadcrumbs.server";
import { articleJsonLd, breadcrumbJsonLd } from "../lib/json-ld";
import { mdxHtml } from "../lib/mdx-html.server";
import { seo } from "../lib/seo";
import type { Route } from "./+types/guide";

export function loader({ request }: Route.LoaderArgs) {
  const page = content.byPath.get(new URL(request.url).pathname);
  if (page?.kind !== "guide") throw new Response("Not Found", { status: 404 });
  return { path: page.path, html: mdxHtml(page.file), guide: page.guide, headings: headingsOf(page.file), crumbs: breadcrumbsFor(page.path) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seo({ meta: loaderData.guide.meta, path: loaderData.path, type: "article", image: loaderData.guide.hero });

/** A guide article: back link, heading, hero photo, jump links, the MDX body, call to action and Bottom Line. */
export default function GuidePage({ loaderData: { path, html, guide, headings, crumbs } }: Route.ComponentProps) {
  return (
    <article aria-labelledby="guide-title" className="mx-auto max-w-3xl space-y-8 px-4 py-8">
      <JsonLdScript data={articleJsonLd(guide, path)} />
      <JsonLdScript data={breadcrumbJsonLd(crumbs)} />
      <div>
        <Breadcrumbs crumbs={crumbs} />
        <PageHeader title={guide.title} icon={guide.icon} tagline={guide.meta.description} back={guide.back} updated={guide.updated} titleId="guide-title">
          {guide.adviceNote && <AdviceNote />}
        </PageHeader>
      </div>
      <Photo image={guide.hero} width={768} height={384} sizes="(min-width: 768px) 48rem, 100vw" priority className="rounded-xl" />
      <TableOfContents headings={headings} />
      <MdxBody html={html} />
      <GuideCallToAction cta={guide.cta} />
      <BottomLine text={guide.bottomLine} />
    </article>
  );
}
