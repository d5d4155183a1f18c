import type { ReactNode } from "react";
import { PageLink } from "./ui/page-link";

/** A topic and its links: /categories' groups and /search's list of every page by topic. */
export function LinkGroup({
  id,
  heading,
  icon,
  links,
}: {
  id: string;
  heading: string;
  icon?: ReactNode;
  /** `main` sets a link in bold: a topic's own list among its guides. */
  links: Array<{ label: string; to: string; main?: boolean }>;
}) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="flex items-center gap-2 text-lg font-bold text-ink">
        {icon}
        {heading}
      </h3>
      <ul className="mt-2 space-y-1">
        {links.map((link) => (
          <li key={`${link.to} ${link.label}`}>
            <PageLink
              to={link.to}
              className={`inline-flex min-h-6 items-center text-link underline underline-offset-2 ${link.main ? "font-semibold" : ""}`}
            >
              {link.label}
            </PageLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
