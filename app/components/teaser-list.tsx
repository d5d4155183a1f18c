import { PageLink } from "./ui/page-link";
import site from "../content/site-text";
import type { Teaser } from "../content/page-kinds.server";
import { slugify } from "../lib/slug";
import { Photo } from "./photo";

/**
 * A short list of other lists and guides, each with its photo: a list's Must Reads, a guide's related reading.
 */
export function TeaserList({ id, heading, items }: { id: string; heading: string; items: Teaser[] }) {
  return (
    <section aria-labelledby={id} data-search-ignore className="print:hidden">
      <h2 id={id} className="text-lg font-bold text-ink">
        {heading}
      </h2>
      <ul className="mt-3 space-y-4">
        {items.map((item) => (
          <li key={item.title}>
            <article aria-labelledby={`${id}-${slugify(item.title)}`} className="flex gap-3">
              <Photo image={item.image} width={96} height={72} className="w-24 shrink-0 rounded-lg" />
              <div>
                <h3 id={`${id}-${slugify(item.title)}`} className="text-sm font-semibold text-ink">
                  {item.title}
                </h3>
                <PageLink
                  to={item.to}
                  className="mt-1 inline-flex min-h-6 items-center text-sm font-medium text-link underline underline-offset-2"
                >
                  {site.list.readMore}
                  <span className="sr-only">: {item.title}</span>
                </PageLink>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
