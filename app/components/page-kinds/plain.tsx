import type { PageData } from "../../content/page-kinds.server";
import site from "../../content/site-text";
import { fillIn } from "../../lib/format";
import { MdxBody } from "../mdx/mdx-body";
import { PageHeader } from "../page-header";

/** A plain MDX page: the privacy policy, the terms of use and /about. */
export default function PlainPage({ html, page }: PageData<"plain">) {
  return (
    <article aria-labelledby="page-title" className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <PageHeader title={page.title} titleId="page-title">
        {page.lastUpdated && (
          <p className="text-ink-faint">{fillIn(site.plainLastUpdated, { date: page.lastUpdated })}</p>
        )}
      </PageHeader>
      <MdxBody html={html} />
    </article>
  );
}
