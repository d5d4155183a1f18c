/**
 * The SVG of each icon a content file may name, looked up at build time. A page's route data carries the few icons it
 * shows, so the browser's JavaScript holds none of the set: with every icon in a client module, each new icon would
 * add to every page's first visit.
 */
import type { IconName } from "../../content/schema/primitives";
import * as baby from "lucide-react/icons/baby";
import * as banknote from "lucide-react/icons/banknote";
import * as bookOpen from "lucide-react/icons/book-open";
import * as brain from "lucide-react/icons/brain";
import * as briefcase from "lucide-react/icons/briefcase";
import * as calculator from "lucide-react/icons/calculator";
import * as camera from "lucide-react/icons/camera";
import * as car from "lucide-react/icons/car";
import * as clapperboard from "lucide-react/icons/clapperboard";
import * as code from "lucide-react/icons/code";
import * as creditCard from "lucide-react/icons/credit-card";
import * as gamepad2 from "lucide-react/icons/gamepad-2";
import * as graduationCap from "lucide-react/icons/graduation-cap";
import * as heart from "lucide-react/icons/heart";
import * as heartPulse from "lucide-react/icons/heart-pulse";
import * as house from "lucide-react/icons/house";
import * as keyRound from "lucide-react/icons/key-round";
import * as lamp from "lucide-react/icons/lamp";
import * as landmark from "lucide-react/icons/landmark";
import * as listChecks from "lucide-react/icons/list-checks";
import * as lock from "lucide-react/icons/lock";
import * as luggage from "lucide-react/icons/luggage";
import * as mail from "lucide-react/icons/mail";
import * as map from "lucide-react/icons/map";
// lucide-react/icons/music only re-exports the component of eighth-notes, its new name, without the SVG.
import * as music from "lucide-react/icons/eighth-notes";
import * as pawPrint from "lucide-react/icons/paw-print";
import * as piggyBank from "lucide-react/icons/piggy-bank";
import * as pill from "lucide-react/icons/pill";
import * as plane from "lucide-react/icons/plane";
import * as scale from "lucide-react/icons/scale";
import * as server from "lucide-react/icons/server";
import * as shield from "lucide-react/icons/shield";
import * as shoppingCart from "lucide-react/icons/shopping-cart";
import * as smartphone from "lucide-react/icons/smartphone";
import * as sofa from "lucide-react/icons/sofa";
import * as stethoscope from "lucide-react/icons/stethoscope";
import * as trendingUp from "lucide-react/icons/trending-up";
import * as tv from "lucide-react/icons/tv";
import * as utensils from "lucide-react/icons/utensils";
import * as wallet from "lucide-react/icons/wallet";

/** An icon's SVG as lucide describes it: its elements, each a tag and its attributes (all strings in lucide's icons). */
export interface IconSvg {
  name?: string;
  aliases?: string[];
  node: Array<[tag: string, attributes: Record<string, string>]>;
}

/** lucide's module of one icon exports its SVG as `__iconData`, which the types of lucide-react/icons/* leave out. */
const svgOf = (module: object) => (module as { __iconData: IconSvg }).__iconData;

const icons: Record<IconName, IconSvg> = {
  baby: svgOf(baby),
  banknote: svgOf(banknote),
  "book-open": svgOf(bookOpen),
  brain: svgOf(brain),
  briefcase: svgOf(briefcase),
  calculator: svgOf(calculator),
  camera: svgOf(camera),
  car: svgOf(car),
  clapperboard: svgOf(clapperboard),
  code: svgOf(code),
  "credit-card": svgOf(creditCard),
  "gamepad-2": svgOf(gamepad2),
  "graduation-cap": svgOf(graduationCap),
  heart: svgOf(heart),
  "heart-pulse": svgOf(heartPulse),
  house: svgOf(house),
  "key-round": svgOf(keyRound),
  lamp: svgOf(lamp),
  landmark: svgOf(landmark),
  "list-checks": svgOf(listChecks),
  lock: svgOf(lock),
  luggage: svgOf(luggage),
  mail: svgOf(mail),
  map: svgOf(map),
  music: svgOf(music),
  "paw-print": svgOf(pawPrint),
  "piggy-bank": svgOf(piggyBank),
  pill: svgOf(pill),
  plane: svgOf(plane),
  scale: svgOf(scale),
  server: svgOf(server),
  shield: svgOf(shield),
  "shopping-cart": svgOf(shoppingCart),
  smartphone: svgOf(smartphone),
  sofa: svgOf(sofa),
  stethoscope: svgOf(stethoscope),
  "trending-up": svgOf(trendingUp),
  tv: svgOf(tv),
  utensils: svgOf(utensils),
  wallet: svgOf(wallet),
};

/** The SVG of the icon a content file names, for a page's route data. */
export const iconSvg = (name: IconName): IconSvg => icons[name];
