import type { ComponentProps, ReactNode } from "react";
import { PageLink } from "./page-link";

/** The site's button looks: filled (the main action), outlined (a second action), and light on the call-to-action panel. */
const LOOKS = {
  primary: "bg-action text-on-action hover:bg-action-hover",
  outline: "border border-accent text-link hover:bg-accent-soft",
  inverse: "bg-on-feature text-feature hover:bg-on-feature-muted",
} as const;

const SIZES = {
  normal: "min-h-11 px-4",
  large: "min-h-12 px-6 text-lg",
} as const;

interface ButtonStyle {
  look?: keyof typeof LOOKS;
  size?: keyof typeof SIZES;
  className?: string;
}

/** The classes of a link or button that looks like a button. */
export function buttonClass({ look = "primary", size = "normal", className = "" }: ButtonStyle = {}): string {
  return `inline-flex items-center gap-2 rounded-lg font-semibold ${LOOKS[look]} ${SIZES[size]} ${className}`.trim();
}

/** A link to a page of this site that looks like a button. */
export function ButtonLink({ to, look, size, className, children }: ButtonStyle & { to: string; children: ReactNode }) {
  return (
    <PageLink to={to} className={buttonClass({ look, size, className })}>
      {children}
    </PageLink>
  );
}

/** A plain anchor (a fragment or an outbound link) that looks like a button. */
export function ButtonAnchor({ look, size, className, children, ...anchor }: ButtonStyle & ComponentProps<"a">) {
  return (
    <a {...anchor} className={buttonClass({ look, size, className })}>
      {children}
    </a>
  );
}
