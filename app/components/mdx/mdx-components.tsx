import type { MDXComponents } from "mdx/types";
import type { ComponentProps } from "react";
import { Link } from "react-router";
import { Card, CardGrid, Callout } from "./cards";
import { ProsCons } from "./pros-cons";
import { SafetyChecklist } from "./safety-checklist";

/** Site paths go through the router (client-side navigation); anything else is a plain link. */
function MdxLink({ href = "", ...props }: ComponentProps<"a">) {
  return href.startsWith("/") ? <Link to={href} {...props} /> : <a href={href} {...props} />;
}

/** Wide tables scroll inside their own box instead of widening the page on a phone. */
function MdxTable(props: ComponentProps<"table">) {
  return (
    <div className="my-6 overflow-x-auto rounded-lg border border-slate-200" role="group" aria-label="Comparison table, scrolls sideways" tabIndex={0}>
      <table {...props} className="w-full text-left text-sm" />
    </div>
  );
}

/** What guide and legal MDX bodies can use; the content schema's docs list the same components. */
export const mdxComponents: MDXComponents = {
  a: MdxLink,
  table: MdxTable,
  ProsCons,
  CardGrid,
  Card,
  Callout,
  SafetyChecklist,
};
