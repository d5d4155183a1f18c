import { Link, type LinkProps } from "react-router";

/**
 * A link to another page of the site. It starts fetching that page's data and code as soon as the reader shows
 * intent (hover, focus, touch), so the page is usually in memory before the click (decision 011).
 */
export function PageLink(props: Omit<LinkProps, "prefetch">) {
  return <Link prefetch="intent" {...props} />;
}
