import { Icon } from "lucide-react";
import type { IconSvg } from "../content/icons.server";

/**
 * An icon a content file names, drawn from the SVG its route data carries (app/content/icons.server.ts), so no icon
 * is in the browser's JavaScript; decorative, so hidden from screen readers.
 */
export function ContentIcon({ icon, className }: { icon: IconSvg; className?: string }) {
  return <Icon iconNode={icon} aria-hidden="true" focusable="false" className={className} />;
}
