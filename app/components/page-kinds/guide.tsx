import type { PageData } from "../../content/page-kinds.server";
import { BelowTheFold } from "../below-the-fold";
import { Breadcrumbs } from "../breadcrumbs";
import { ContentIcon } from "../content-icon";
import { BottomLine, GuideCallToAction } from "../guide/guide-blocks";
import { SourcesList } from "../sources-list";
import { TableOfContents } from "../guide/table-of-contents";
import { JsonLdScripts } from "../json-ld-script";
import { MdxBody } from "../mdx/mdx-body";
import { NoteLine } from "../note-line";
import { PageHeader } from "../page-header";
import { Photo } from "../photo";
import { TeaserList } from "../teaser-list";
import site from "../../content/site-text";

/** A guide article: back link, heading, hero photo, jump links, the MDX body, call to action, Bottom Line, sources and related reading. */
export default function GuidePage({
  kind,
  html,
  guide,
  icon,
  headings,
  crumbs,
  structuredData,
  related,
}: PageData<"guide">) {
  return (
    <article
      aria-labelledby="guide-title"
      className="mx-auto max-w-3xl space-y-8 px-4 py-8"
      data-search-body
      data-search-kind={kind}
    >
      <JsonLdScripts blocks={structuredData} />
      <div>
        <Breadcrumbs crumbs={crumbs} />
        <PageHeader
          title={guide.title}
          icon={<ContentIcon icon={icon} className="size-7" />}
          tagline={guide.meta.description}
          back={guide.back}
          changes={guide.changes}
          titleId="guide-title"
        >
          {guide.adviceNote && <NoteLine>{site.adviceNote}</NoteLine>}
        </PageHeader>
      </div>
      <Photo
        image={guide.hero}
        width={768}
        height={384}
        sizes="(min-width: 768px) 48rem, 100vw"
        priority
        className="rounded-xl"
      />
      <BelowTheFold>
        <TableOfContents headings={headings} />
        <MdxBody html={html} />
        <GuideCallToAction cta={guide.cta} />
        <BottomLine text={guide.bottomLine} />
        <SourcesList sources={guide.sources} />
        {related.length > 0 && <TeaserList id="related-reading" heading={site.guide.relatedReading} items={related} />}
      </BelowTheFold>
    </article>
  );
}
