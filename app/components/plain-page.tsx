import type { PageFrontmatter } from "../../content/schema";
import { MdxBody } from "./mdx/mdx-body";

/** A plain MDX page: the privacy policy, the terms of use and /about. */
export function PlainPage({ html, page }: { html: string; page: PageFrontmatter }) {
  return (
    <article aria-labelledby="page-title" className="mx-auto max-w-3xl px-4 py-10">
      <header className="mb-6">
        <h1 id="page-title" className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          {page.title}
        </h1>
        {page.lastUpdated && <p className="mt-2 text-slate-600">Last Updated {page.lastUpdated}</p>}
      </header>
      <MdxBody html={html} />
    </article>
  );
}
