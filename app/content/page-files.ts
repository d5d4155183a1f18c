/**
 * Where each kind's pages come from (one lazy glob) and where each page lives, from its file's place alone: all the
 * route table and the prerender list need. React Router loads those without the app's plugins, so nothing here may
 * import a content file; a lazy glob only names them. Each kind's entry in page-kinds.server.ts spreads its own.
 */
import { productPath } from "./product-path";

/** One kind's files and the path of each ('content/guides/vpn-protocols.mdx' is '/vpn-protocols'). */
export interface PageFiles {
  /**
   * Every file of this kind, as one lazy glob ('/content/lists/category/vpn.yaml' -> its import): the prerender
   * list reads its keys without loading a file, the registry loads them all.
   */
  files: Record<string, () => Promise<unknown>>;
  /** Where a page lives, from its file: 'content/guides/vpn-protocols.mdx' is '/vpn-protocols'. */
  path(file: string): string;
}

/** 'content/lists/category/vpn.yaml' from a glob's key, '/content/lists/category/vpn.yaml'. */
export const contentFile = (key: string) => key.slice(key.indexOf("content/"));

/** A file's name without its folder and extension: 'content/guides/vpn-protocols.mdx' is 'vpn-protocols'. */
const contentSlug = (file: string) => file.slice(file.lastIndexOf("/") + 1).replace(/\.[^.]+$/, "");

/** '/' and the file's name: 'content/guides/vpn-protocols.mdx' is '/vpn-protocols'. */
const fromFileName = (file: string) => `/${contentSlug(file)}`;

export const pageFiles = {
  list: {
    files: import.meta.glob("/content/lists/**/*.yaml"),
    // The file's place under content/lists: category/vpn.yaml is /category/vpn.
    path: (file: string) => `/${file.slice("content/lists/".length).replace(/\.yaml$/, "")}`,
  },
  guide: { files: import.meta.glob("/content/guides/*.mdx"), path: fromFileName },
  plain: { files: import.meta.glob("/content/plain/*.mdx"), path: fromFileName },
  // A product's record is its page where a list ranks it: content/products/nordvpn.yaml is /product/nordvpn.
  product: {
    files: import.meta.glob("/content/products/*.yaml"),
    path: (file: string) => productPath(contentSlug(file)),
  },
} satisfies Record<string, PageFiles>;

/**
 * The path of every page made from a content file, from the files' places alone. A product's file is counted whether
 * or not a list ranks it, so this is every page there can be: the dev server's prerender list, and what the route
 * table sizes the sitemap by. The build prerenders the pages the registry holds (decision 043).
 */
export function contentPaths(kinds: Record<string, PageFiles> = pageFiles): string[] {
  return Object.values(kinds).flatMap((kind) => Object.keys(kind.files).map((key) => kind.path(contentFile(key))));
}
