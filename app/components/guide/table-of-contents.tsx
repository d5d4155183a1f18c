import site from "../../content/site-text";
import type { MdxHeading } from "../../content/mdx.server";

/** Jump links to the guide's sections. */
export function TableOfContents({ headings }: { headings: MdxHeading[] }) {
  const sections = headings.filter((heading) => heading.depth === 2);
  if (sections.length === 0) return null;
  return (
    <nav aria-labelledby="toc-heading" data-search-ignore className="rounded-xl border border-line p-5 print:hidden">
      <h2 id="toc-heading" className="text-base font-bold text-ink">
        {site.guide.tableOfContents}
      </h2>
      <ol className="mt-2 space-y-1 text-sm">
        {sections.map((heading) => (
          <li key={heading.id}>
            <a
              href={`#${heading.id}`}
              className="inline-flex min-h-6 items-center text-link underline-offset-2 hover:underline"
            >
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
