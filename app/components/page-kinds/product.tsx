import type { PageData } from "../../content/page-kinds.server";
import { Breadcrumbs } from "../breadcrumbs";
import { JsonLdScripts } from "../json-ld-script";

/**
 * A product's page (decision 043): everything below its trail is HTML rendered at build time (decision 044), so the
 * layout adds nothing to the JavaScript every content page loads.
 */
export default function ProductPage({ kind, html, crumbs, structuredData }: PageData<"product">) {
  return (
    <article
      aria-labelledby="product-title"
      className="mx-auto max-w-3xl space-y-8 px-4 py-8"
      data-search-body
      data-search-kind={kind}
    >
      <JsonLdScripts blocks={structuredData} />
      <div>
        <Breadcrumbs crumbs={crumbs} />
        <div className="space-y-8" dangerouslySetInnerHTML={{ __html: html }} />
      </div>
    </article>
  );
}
