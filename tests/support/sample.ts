/**
 * The pages the browser tests visit: for each kind, its most complex page (the largest HTML, deterministic) and
 * one more picked by the run's seed, so every page is covered over time and a failing run can be replayed.
 */
import type { PageKindName } from "../../app/content/page-kinds.server";
import { FIXED_ROUTES } from "../../app/lib/fixed-routes";
import { builtPage } from "./built-site";
import { content, pageKinds } from "./content";

/** The run's seed, which playwright.config.ts picks (or takes from TEST_SEED) before any test file loads. */
export const SEED = Number(process.env.TEST_SEED);
if (!Number.isInteger(SEED)) throw new Error(`TEST_SEED must be a whole number, not "${process.env.TEST_SEED}"`);

/** A small, fast, seedable generator (mulberry32). */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const hash = (text: string) => [...text].reduce((sum, char) => (Math.imul(sum, 31) + char.charCodeAt(0)) >>> 0, 7);

/** Every page of a kind, the largest first. */
function bySize(paths: string[]) {
  return [...paths].sort((a, b) => builtPage(b).html.length - builtPage(a).html.length || a.localeCompare(b));
}

/** The sampled paths of one kind of content page: its largest page and one seeded pick among the others. */
export function sampleOf(kind: PageKindName): string[] {
  const [largest, ...others] = bySize(content.pagesOf(kind).map((page) => page.path));
  if (!largest) return [];
  const pick = others[Math.floor(random(SEED ^ hash(kind))() * others.length)];
  return pick ? [largest, pick] : [largest];
}

/** The fixed routes (one page each) and the sample of every kind of content page. */
export function samplePages(): string[] {
  return [...FIXED_ROUTES.map((route) => route.path), ...(Object.keys(pageKinds) as PageKindName[]).flatMap(sampleOf)];
}
