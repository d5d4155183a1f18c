import type { MDXComponents } from "mdx/types";
import type { ComponentProps, ComponentType, ReactNode } from "react";
import { Card, CardGrid, Callout } from "./cards";
import type { MdxComponentName } from "./component-names";
import site from "../../content/site-text";
import { ContactEmail } from "./contact-email";
import { Fact, Price } from "./dated-facts";
import { IslandMarker, type IslandProps } from "./islands";
import { ProsCons } from "./pros-cons";

/**
 * Wide tables and code scroll inside their own box instead of widening the page on a phone: focusable, so a
 * keyboard can scroll it, and with an edge shadow while more of it is out of view (app.css, .scroll-area). On
 * paper the box shows all of itself.
 */
function ScrollBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="scroll-area my-6">
      <div
        className="scroll-box relative overflow-x-auto rounded-lg border border-line"
        role="group"
        aria-label={label}
        tabIndex={0}
      >
        {children}
      </div>
    </div>
  );
}

function MdxTable(props: ComponentProps<"table">) {
  return (
    <ScrollBox label={site.tableScrollLabel}>
      <table {...props} className="w-full text-left text-sm" />
    </ScrollBox>
  );
}

/** A command keeps its line on screen, where a wrapped line would read as two commands; paper wraps it (app.css). */
function MdxPre(props: ComponentProps<"pre">) {
  return (
    <ScrollBox label={site.codeScrollLabel}>
      <pre {...props} className="w-max min-w-full bg-surface-sunken p-4 text-sm leading-relaxed text-ink" />
    </ScrollBox>
  );
}

/** An island is left as a marker in the HTML; the page renders the component itself (islands.tsx). */
const SafetyChecklistMarker = (props: IslandProps) => <IslandMarker name="safety-checklist" props={props} />;

/**
 * What guide and page MDX bodies can use (the README lists the same components): one component for each tag
 * component-names.ts allows, and the Markdown table and code block. They render to static HTML at build time
 * (app/content/mdx.server.ts), so none of them ships JavaScript except the islands.
 */
export const mdxComponents: MDXComponents = {
  table: MdxTable,
  pre: MdxPre,
  ...({
    ProsCons,
    CardGrid,
    Card,
    Callout,
    SafetyChecklist: SafetyChecklistMarker,
    Price,
    Fact,
    ContactEmail,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each component takes its own props
  } satisfies Record<MdxComponentName, ComponentType<any>>),
};
