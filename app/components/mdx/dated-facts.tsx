import type { DatedFactInput } from "../../../content/schema/primitives";
import { DatedFactText } from "../dated-fact";

// Rendered at build time only (MDX bodies become HTML there), so the records never reach the browser.
const products = import.meta.glob<{ price?: DatedFactInput }>("/content/products/*.yaml", {
  eager: true,
  import: "default",
});
const facts = import.meta.glob<DatedFactInput>("/content/facts/*.yaml", { eager: true, import: "default" });

/** A product's price, from its record in content/products/<id>.yaml: `<Price of="betterhelp" />`. */
export function Price({ of }: { of: string }) {
  const vendor = products[`/content/products/${of}.yaml`];
  if (!vendor) throw new Error(`<Price of="${of}" />: no product "${of}" (content/products/${of}.yaml)`);
  if (!vendor.price) throw new Error(`<Price of="${of}" />: content/products/${of}.yaml has no price`);
  return <DatedFactText fact={vendor.price} />;
}

/** A shared fact from content/facts/<id>.yaml: `<Fact id="fdic-insurance-limit" />`. */
export function Fact({ id }: { id: string }) {
  const fact = facts[`/content/facts/${id}.yaml`];
  if (!fact) throw new Error(`<Fact id="${id}" />: no fact "${id}" (content/facts/${id}.yaml)`);
  return <DatedFactText fact={fact} />;
}
