import type { Image } from "../../content/schema/primitives";
import site from "../content/site-text";
import { slugify } from "../lib/slug";
import { ButtonLink } from "./ui/button";
import { Photo } from "./photo";

/** A card of the home page's 'Latest Articles' strip. */
export function ArticleCard({ title, image, to }: { title: string; image: Image; to: string }) {
  const headingId = `article-${slugify(title)}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex w-72 shrink-0 snap-start flex-col overflow-hidden rounded-xl border border-line bg-surface-raised shadow-sm"
    >
      <Photo image={image} width={288} height={176} sizes="18rem" />
      <div className="flex flex-1 flex-col p-4">
        <h3 id={headingId} className="font-semibold text-ink">
          {title}
        </h3>
        <ButtonLink to={to} className="mt-auto w-fit">
          {site.cards.readNow}
          <span className="sr-only">: {title}</span>
        </ButtonLink>
      </div>
    </article>
  );
}
