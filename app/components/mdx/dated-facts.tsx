import type { DatedFactInput } from "../../../content/schema/primitives";
import facts from "../../../content/facts";
import vendors from "../../../content/vendors";
import { DatedFactText } from "../dated-fact";

/** A product's price, from its one record in content/vendors.ts: `<Price of="betterhelp" />`. */
export function Price({ of }: { of: string }) {
  const vendor = (vendors as Record<string, { price?: DatedFactInput }>)[of];
  if (!vendor) throw new Error(`<Price of="${of}" />: no product "${of}" in content/vendors.ts`);
  if (!vendor.price) throw new Error(`<Price of="${of}" />: the product "${of}" has no price in content/vendors.ts`);
  return <DatedFactText fact={vendor.price} />;
}

/** A shared fact from content/facts.ts: `<Fact id="fdic-insurance-limit" />`. */
export function Fact({ id }: { id: string }) {
  const fact = (facts as Record<string, DatedFactInput>)[id];
  if (!fact) throw new Error(`<Fact id="${id}" />: no fact "${id}" in content/facts.ts`);
  return <DatedFactText fact={fact} />;
}
