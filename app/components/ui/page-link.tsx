import type { AnchorHTMLAttributes } from "react";

/**
 * A link to another page of the site: a plain anchor, which reads nothing from the router, so it never renders
 * again when a navigation starts. `InternalLinks` navigates on the client and prefetches on intent for every such
 * link at once (decision 026).
 */
export function PageLink({ to, ...props }: { to: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href">) {
  return <a href={to} {...props} />;
}
