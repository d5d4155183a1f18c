import type { Thing, WithContext } from "schema-dts";
import { serializeJsonLd } from "../lib/json-ld";

/** Renders structured data built in app/lib/json-ld.ts. */
export function JsonLdScript({ data }: { data: WithContext<Thing> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
