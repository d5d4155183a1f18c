import type { ComponentProps, ReactNode } from "react";
import { PageLink } from "./page-link";

/** The site's button looks: filled (the main action), outlined (a second action), and white on a dark box. */
const LOOKS = {
  primary: "bg-brand-700 text-white hover:bg-brand-800",
  outline: "border border-brand-700 text-brand-800 hover:bg-brand-50",
  inverse: "bg-white text-brand-800 hover:bg-brand-50",
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
