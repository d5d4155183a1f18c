import type { MDXComponents } from "mdx/types";
import type { ComponentProps } from "react";
import { Card, CardGrid, Callout } from "./cards";
import site from "../../content/site-text";
import { ContactEmail } from "./contact-email";
import { Fact, Price } from "./dated-facts";
import { IslandMarker, type IslandProps } from "./islands";
import { ProsCons } from "./pros-cons";

/**
 * Wide tables scroll inside their own box instead of widening the page on a phone: focusable, so a keyboard can
 * scroll it, and with an edge shadow while more of it is out of view (app.css, .scroll-area).
 */
function MdxTable(props: ComponentProps<"table">) {
  return (
    <div className="scroll-area my-6">
      <div
        className="scroll-box relative overflow-x-auto rounded-lg border border-line"
        role="group"
        aria-label={site.tableScrollLabel}
        tabIndex={0}
      >
        <table {...props} className="w-full text-left text-sm" />
      </div>
    </div>
  );
}

/** An island is left as a marker in the HTML; the page renders the component itself (islands.tsx). */
const SafetyChecklistMarker = (props: IslandProps) => <IslandMarker name="safety-checklist" props={props} />;

/**
 * What guide and page MDX bodies can use (the README lists the same components). They render to static
 * HTML at build time (app/content/mdx.server.ts), so none of them ships JavaScript except the islands.
 */
export const mdxComponents: MDXComponents = {
  table: MdxTable,
  ProsCons,
  CardGrid,
  Card,
  Callout,
  SafetyChecklist: SafetyChecklistMarker,
  Price,
  Fact,
  ContactEmail,
};
