/**
 * Guide and page bodies are MDX components, one JavaScript chunk each, loaded only by their own page.
 * The build-time loader loads the body before prerendering, so the HTML holds it in place; hydration keeps
 * that HTML until the chunk arrives; a client-side navigation loads the chunk first (each route's
 * clientLoader), so it renders at once.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { MDXComponents } from "mdx/types";

type MdxBody = ComponentType<{ components?: MDXComponents }>;

const modules = import.meta.glob<MdxBody>(["/content/guides/*.mdx", "/content/pages/*.mdx"], { import: "default" });
const loaded = new Map<string, MdxBody>();
const lazyBodies = new Map<string, LazyExoticComponent<MdxBody>>();

function loader(file: string) {
  const load = modules[`/${file}`];
  if (!load) throw new Error(`No MDX module for ${file}`);
  return load;
}

/** Loads a body's chunk ahead of rendering; `file` is the content file, e.g. 'content/guides/vpn-protocols.mdx'. */
export async function loadMdx(file: string): Promise<void> {
  loaded.set(file, await loader(file)());
}

/** The body component: synchronous once loaded, otherwise lazy (render it inside <Suspense>). */
export function mdxBody(file: string): MdxBody {
  const ready = loaded.get(file);
  if (ready) return ready;
  let body = lazyBodies.get(file);
  if (!body) {
    body = lazy(async () => ({ default: await loader(file)() }));
    lazyBodies.set(file, body);
  }
  return body;
}
