/**
 * Finds the fields of a content value that its schema marks with a registry: the references made with `pageLink()`
 * and `vendorRef()` (content/schema/references.ts) and the photos made with `imageSchema`
 * (content/schema/primitives.ts). One walk of the value alongside its schema, so every such field is found wherever
 * the model puts it.
 *
 * This is the one module that reads a schema's definition tree (`zodDef`, also used by the editor's forms): its
 * shape (`shape`, `element`, `innerType`, a pipe's `in`) is Zod's to change between minor versions, so the walk is
 * written for one, pinned in package.json, and stops with a plain message on any other.
 */
import { z } from "zod";

export interface MarkedField<M> {
  /** Dotted field path, e.g. 'mustReads.2.to'. */
  field: string;
  value: unknown;
  /** What the registry holds for the field's schema (what a reference names). */
  mark: M;
}

/** The Zod the walk was written for, as major.minor. */
export const ZOD_VERSION = "4.6";

/** Stops on a Zod other than the one the walk was written for. */
export function assertZodVersion({ major, minor }: { major: number; minor: number } = z.core.version) {
  if (`${major}.${minor}` !== ZOD_VERSION)
    throw new Error(
      `Zod ${major}.${minor} is installed, but app/content/marked-fields.server.ts walks the schemas as Zod ` +
        `${ZOD_VERSION} builds them. Install zod ${ZOD_VERSION}, or upgrade on purpose: run npm run test:unit, fix ` +
        `what the walk and the editor's forms show, then change ZOD_VERSION.`,
    );
}
assertZodVersion();

type Definition = { type: string } & Record<string, unknown>;

/** A schema's definition: its kind (`type`) and what it is made of. */
export const zodDef = (schema: z.ZodType): Definition => (schema as unknown as { def: Definition }).def;

/** Every field of `value` whose schema is in `marks`. */
export function findMarked<M>(
  marks: { get(schema: z.ZodType): M | undefined },
  schema: z.ZodType,
  value: unknown,
  field: string[] = [],
): Array<MarkedField<M>> {
  const mark = marks.get(schema);
  if (mark !== undefined) return value === undefined ? [] : [{ field: field.join("."), value, mark }];
  const def = zodDef(schema);
  const inner = (key: string) => def[key] as z.ZodType;
  switch (def.type) {
    case "object": {
      if (!value || typeof value !== "object") return [];
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, child]) =>
        findMarked(marks, child, (value as Record<string, unknown>)[key], [...field, key]),
      );
    }
    case "array":
      return Array.isArray(value)
        ? value.flatMap((item, index) => findMarked(marks, inner("element"), item, [...field, String(index)]))
        : [];
    case "tuple": {
      const items = def.items as z.ZodType[];
      const rest = def.rest as z.ZodType | null;
      return Array.isArray(value)
        ? value.flatMap((item, index) => {
            const itemSchema = items[index] ?? rest;
            return itemSchema ? findMarked(marks, itemSchema, item, [...field, String(index)]) : [];
          })
        : [];
    }
    case "record":
      return value && typeof value === "object"
        ? Object.entries(value).flatMap(([key, item]) => findMarked(marks, inner("valueType"), item, [...field, key]))
        : [];
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "nonoptional":
    case "catch":
      return findMarked(marks, inner("innerType"), value, field);
    case "pipe":
      return findMarked(marks, inner("in"), value, field);
    case "union": {
      const match = (def.options as z.ZodType[]).find((option) => option.safeParse(value).success);
      return match ? findMarked(marks, match, value, field) : [];
    }
    default:
      return [];
  }
}

/** A schema without its wrappers (optional, default, a pipe's input side), and the first description on the way. */
function unwrapped(schema: z.ZodType): { inner: z.ZodType; description?: string } {
  let inner = schema;
  let description = schema.description;
  for (;;) {
    const def = zodDef(inner);
    const next = (def.innerType ?? (def.type === "pipe" ? def.in : undefined)) as z.ZodType | undefined;
    if (!next) return { inner, description };
    inner = next;
    description ??= inner.description;
  }
}

/**
 * What the schema says a field is (its `.describe()`), at a path as Zod reports it: the words a writer reads after
 * "is missing" and as the editor's hint for the field.
 */
export function descriptionAt(schema: z.ZodType, path: readonly PropertyKey[]): string | undefined {
  const { inner, description } = unwrapped(schema);
  if (path.length === 0) return description;
  const [key, ...rest] = path;
  const def = zodDef(inner);
  if (def.type === "object") {
    const child = (def.shape as Record<string, z.ZodType>)[String(key)];
    return child && descriptionAt(child, rest);
  }
  if (def.type === "array") return descriptionAt(def.element as z.ZodType, rest);
  return undefined;
}
