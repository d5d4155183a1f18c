import type { Sources } from "../../content/schema/primitives";
import site from "../content/site-text";

/** The primary sources a list or guide relies on, linked, at its end. */
export function SourcesList({ sources }: { sources: Sources }) {
  return (
    <section aria-labelledby="sources" className="space-y-2" data-search-ignore>
      <h2 id="sources" className="text-xl font-bold text-ink">
        {site.sources}
      </h2>
      <ol className="list-decimal space-y-1 pl-6 text-ink-muted">
        {sources.map((source) => (
          <li key={source.url}>
            <a href={source.url} className="font-medium text-link underline underline-offset-2">
              {source.title}
            </a>
          </li>
        ))}
      </ol>
    </section>
  );
}
