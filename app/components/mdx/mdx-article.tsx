import { createElement, Suspense } from "react";
import { mdxBody } from "../../lib/mdx";
import { mdxComponents } from "./mdx-components";

/** The MDX body of a guide or legal page, typeset for reading. */
export function MdxArticle({ file }: { file: string }) {
  return (
    <div className="mdx-body">
      {/* mdxBody returns one cached component per file, so identity is stable across renders. */}
      <Suspense fallback={null}>{createElement(mdxBody(file), { components: mdxComponents })}</Suspense>
    </div>
  );
}
