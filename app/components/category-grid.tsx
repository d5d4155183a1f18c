import { PageLink } from "./ui/page-link";
import type { Tile } from "../content/categories.server";
import { ContentIcon } from "./content-icon";

/** The category tiles; /categories passes `short` to use the shorter labels. */
export function CategoryGrid({ tiles, short = false }: { tiles: Tile[]; short?: boolean }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {tiles.map((tile) => {
        const title = short ? (tile.shortTitle ?? tile.title) : tile.title;
        return (
          <li key={tile.path}>
            <PageLink
              to={tile.path}
              className="group flex h-full gap-4 rounded-xl border border-line bg-surface-raised p-5 shadow-sm transition hover:border-accent hover:shadow-md"
            >
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent">
                <ContentIcon icon={tile.icon} className="size-6" />
              </span>
              <span>
                <span className="block font-semibold text-ink group-hover:text-link">{title}</span>
                <span className="mt-1 block text-sm text-ink-muted">{tile.description}</span>
              </span>
            </PageLink>
          </li>
        );
      })}
    </ul>
  );
}
