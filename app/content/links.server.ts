/**
 * The one link check: walks a content value alongside its schema and checks every field the schema made with
 * `pageLink()` (content/schema.ts): the page must exist, and be of one of the rule's kinds when it names any.
 */
import type { z } from "zod";
import { pageLinks, type PageLinkRule } from "../../content/schema";

export interface FoundLink {
  /** Dotted field path, e.g. 'mustReads.2.to'. */
  field: string;
  to: string;
  rule: PageLinkRule;
}

type Walkable = z.ZodType & { _zod: { def: { type: string } & Record<string, unknown> } };

/** Every link field in `value`, as `schema` describes it. */
export function findLinks(schema: z.ZodType, value: unknown, field: string[] = []): FoundLink[] {
  const rule = pageLinks.get(schema);
  if (rule) return typeof value === "string" ? [{ field: field.join("."), to: value, rule }] : [];
  const { def } = (schema as Walkable)._zod;
  const inner = (key: string) => def[key] as z.ZodType;
  switch (def.type) {
    case "object": {
      const shape = def.shape as Record<string, z.ZodType>;
      if (!value || typeof value !== "object") return [];
      return Object.entries(shape).flatMap(([key, child]) => findLinks(child, (value as Record<string, unknown>)[key], [...field, key]));
    }
    case "array":
      return Array.isArray(value) ? value.flatMap((item, index) => findLinks(inner("element"), item, [...field, String(index)])) : [];
    case "record":
      return value && typeof value === "object"
        ? Object.entries(value).flatMap(([key, item]) => findLinks(inner("valueType"), item, [...field, key]))
        : [];
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "nonoptional":
    case "catch":
      return findLinks(inner("innerType"), value, field);
    case "pipe":
      return findLinks(inner("in"), value, field);
    case "union": {
      const match = (def.options as z.ZodType[]).find((option) => option.safeParse(value).success);
      return match ? findLinks(match, value, field) : [];
    }
    default:
      return [];
  }
}
