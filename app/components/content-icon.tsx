import {
  BookOpen,
  Brain,
  Briefcase,
  Calculator,
  Clapperboard,
  Code,
  CreditCard,
  Heart,
  HeartPulse,
  House,
  Landmark,
  ListChecks,
  Mail,
  Plane,
  Scale,
  Server,
  Shield,
  Smartphone,
  TrendingUp,
  Tv,
  type LucideIcon,
} from "lucide-react";
import type { IconName } from "../../content/schema/primitives";

const icons: Record<IconName, LucideIcon> = {
  code: Code,
  briefcase: Briefcase,
  "heart-pulse": HeartPulse,
  house: House,
  heart: Heart,
  smartphone: Smartphone,
  landmark: Landmark,
  tv: Tv,
  "credit-card": CreditCard,
  brain: Brain,
  shield: Shield,
  server: Server,
  calculator: Calculator,
  mail: Mail,
  "list-checks": ListChecks,
  plane: Plane,
  clapperboard: Clapperboard,
  "trending-up": TrendingUp,
  "book-open": BookOpen,
  scale: Scale,
};

/** The lucide icon a content file names; decorative, so hidden from screen readers. */
export function ContentIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" focusable="false" className={className} />;
}
