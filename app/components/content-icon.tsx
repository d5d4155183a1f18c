import { Icon, type LucideIconData } from "lucide-react";
import type { IconSvg } from "../content/icons.server";

/**
 * An icon a content file names, drawn from the SVG its route data carries (app/content/icons.server.ts), so no icon
 * is in the browser's JavaScript; decorative, so hidden from screen readers.
 */
export function ContentIcon({ icon, className }: { icon: IconSvg; className?: string }) {
  // lucide's type allows any SVG attribute, more than route data's type can say; its icons use strings only.
  return <Icon icon={icon as LucideIconData} aria-hidden="true" focusable="false" className={className} />;
}
