import { PageLink } from "./ui/page-link";
import type { CategoryTile } from "../../content/schema";
import { ContentIcon } from "./content-icon";

/** The category tiles; /categories passes `short` to use the shorter labels. */
export function CategoryGrid({ tiles, short = false }: { tiles: CategoryTile[]; short?: boolean }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {tiles.map((tile) => {
        const title = short ? (tile.shortTitle ?? tile.title) : tile.title;
        return (
          <li key={tile.path}>
            <PageLink
              to={tile.path}
              className="group flex h-full gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-600 hover:shadow-md"
            >
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <ContentIcon name={tile.icon} className="size-6" />
              </span>
              <span>
                <span className="block font-semibold text-slate-900 group-hover:text-brand-800">{title}</span>
                <span className="mt-1 block text-sm text-slate-700">{tile.description}</span>
              </span>
            </PageLink>
          </li>
        );
      })}
    </ul>
  );
}
