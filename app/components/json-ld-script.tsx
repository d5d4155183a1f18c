import type { Thing, WithContext } from "schema-dts";
import { serializeJsonLd } from "../lib/json-ld";

/** Renders structured data built in app/lib/json-ld.ts. */
export function JsonLdScript({ data }: { data: WithContext<Thing> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

/** Renders each block of a page's structured data (its kind's, from its route data). */
export function JsonLdScripts({ blocks }: { blocks: Array<WithContext<Thing>> }) {
  return blocks.map((data, index) => <JsonLdScript key={index} data={data} />);
}
