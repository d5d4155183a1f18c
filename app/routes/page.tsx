import { MdxBody } from "../components/mdx/mdx-body";
import { content } from "../lib/content.server";
import { mdxHtml } from "../lib/mdx-html.server";
import { seo } from "../lib/seo";
import type { Route } from "./+types/page";

export function loader({ request }: Route.LoaderArgs) {
  const page = content.byPath.get(new URL(request.url).pathname);
  if (page?.kind !== "page") throw new Response("Not Found", { status: 404 });
  return { path: page.path, html: mdxHtml(page.file), page: page.page };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seo({ meta: loaderData.page.meta, path: loaderData.path });

/** A plain MDX page: the privacy policy, the terms of use and /about. */
export default function PlainPage({ loaderData: { html, page } }: Route.ComponentProps) {
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
