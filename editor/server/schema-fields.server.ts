/**
 * Decap's form fields for a content schema, made from the schema itself so the form cannot drift from what the
 * build accepts: the schema's JSON Schema as a file is written (defaults not yet applied, keyed arrays still arrays),
 * with the two things JSON Schema cannot say marked on the way: fields the build derives, and product references.
 */
import { z } from "zod";
import { zodDef } from "../../app/content/marked-fields.server";
import prioritiesText from "../../app/content/priorities-text";
import { presetLevelSchema } from "../../content/schema/lists";
import { dayOrMonthSchema, iconNames, photoFields, sourceDateSchema } from "../../content/schema/primitives";
import { references } from "../../content/schema/references";
import { iconSvg } from "../../app/content/icons.server";

/** The JSON Schema of a field, with the marks added below. */
interface FieldSchema {
  type?: string;
  properties?: Record<string, FieldSchema>;
  required?: string[];
  additionalProperties?: FieldSchema | boolean;
  propertyNames?: { enum?: string[] };
  items?: FieldSchema | false;
  prefixItems?: FieldSchema[];
  minItems?: number;
  maxItems?: number;
  enum?: Array<string | number>;
  const?: string | number;
  anyOf?: FieldSchema[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  description?: string;
  "x-derived"?: true;
  "x-product"?: true;
  "x-levels"?: true;
  "x-photo"?: true;
}

/** A Decap widget and its settings. */
interface Widget {
  widget: string;
  [setting: string]: unknown;
}

/** A Decap field: a widget with its name and label. */
export type DecapField = Widget & { name: string; label?: string };

/** The products' collection, which a product reference picks from. */
export const PRODUCTS_COLLECTION = "products";

/**
 * Strings that hold a sentence or more get a text area: anything allowed past a line (160 characters), and the
 * fields the content model names for running text. (The schema's prose is a transform, which JSON Schema does not
 * show, so the names say it.)
 */
const LONG_FIELDS = new Set([
  "description",
  "text",
  "why",
  "measures",
  "bestFor",
  "drawback",
  "review",
  "reason",
  "intro",
  "paragraphs",
  "points",
  "bottomLine",
]);
const LINE = 160;

/** 'bestFor' reads 'Best for', 'categoriesPage' 'Categories page'; a rubric's '5' stays '5'. */
export const label = (name: string) => {
  const words = name.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function jsonSchema(schema: z.ZodType): FieldSchema {
  return z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: "any",
    override: ({ zodSchema, jsonSchema }) => {
      if (zodDef(zodSchema as unknown as z.ZodType).type === "undefined") jsonSchema["x-derived"] = true;
      if (references.get(zodSchema as unknown as z.ZodType)?.target === "vendor") jsonSchema["x-product"] = true;
      if (zodSchema === presetLevelSchema) jsonSchema["x-levels"] = true;
      if (photoFields.has(zodSchema as unknown as z.ZodType)) jsonSchema["x-photo"] = true;
    },
  }) as FieldSchema;
}

/** A JSON Schema with its optional wrapper's marks carried onto what it wraps ('derived' is `undefined().optional()`). */
const isDerived = (schema: FieldSchema) =>
  Boolean(schema["x-derived"] || schema.anyOf?.every((option) => option["x-derived"]));

/**
 * Dates a writer gives as precisely as known, by the pattern their schema checks (a description makes a new schema,
 * so the pattern is what stays the same): a source's date, or the day or month a plain page last changed.
 */
const patternOf = (schema: z.ZodType) => (z.toJSONSchema(schema) as FieldSchema).pattern;
let datePrecisions: Map<string | undefined, string[]> | undefined;
// Made when first asked for: the content modules import each other, so a schema may not exist yet as this one loads.
const precisionsOf = (pattern: string | undefined) =>
  (datePrecisions ??= new Map([
    [patternOf(sourceDateSchema), ["day", "month", "year"]],
    [patternOf(dayOrMonthSchema), ["day", "month"]],
  ])).get(pattern);

/** A calendar day as the schema takes it (2026-11-22): Decap's date picker, which saves it in that form. */
const DAY = { widget: "datetime", date_format: "YYYY-MM-DD", time_format: false, picker_utc: true };

/** An icon a content file may name: picked from the icons themselves, drawn as the site draws them, by name. */
const ICON = {
  widget: "icon",
  icons: [...iconNames].sort().map((name) => ({ name, svg: iconSvg(name) })),
};

const isIconChoice = (options: Array<string | number | undefined>) =>
  options.length === iconNames.length && iconNames.every((name) => options.includes(name));

const isFreeMap = (schema: FieldSchema) =>
  schema.type === "object" && !schema.properties && !schema.propertyNames?.enum;

/** The widget, and its settings, for a value of this schema; `name` is the field's, for the text-or-line choice. */
function widgetFor(name: string, schema: FieldSchema): Widget {
  const options = schema.enum ?? schema.anyOf?.map((option) => option.const);
  // A preset's level reads as the reader sees it ('Matters most'), not as the number the file holds.
  const optionLabel = (value: string | number) =>
    (schema["x-levels"] && typeof value === "number" && prioritiesText.levels[value]) || String(value);
  if (options && isIconChoice(options)) return ICON;
  if (options && options.every((option) => option !== undefined))
    return { widget: "select", options: options.map((value) => ({ label: optionLabel(value!), value })) };
  if (schema.anyOf) return { widget: "number-or-word", words: schema.anyOf.flatMap((option) => option.const ?? []) };
  if (schema["x-product"])
    return {
      widget: "relation",
      collection: PRODUCTS_COLLECTION,
      value_field: "{{slug}}",
      search_fields: ["name"],
      display_fields: ["name"],
    };
  switch (schema.type) {
    case "boolean":
      return { widget: "boolean" };
    case "number":
    case "integer":
      return {
        widget: "number",
        value_type: schema.type === "integer" ? "int" : "float",
        ...(schema.minimum !== undefined && { min: schema.minimum }),
        ...(schema.maximum !== undefined && { max: schema.maximum }),
      };
    case "object":
      return { widget: "object", collapsed: true, fields: objectFields(schema) };
    case "array":
      return listWidget(name, schema);
    case "string":
      if (schema.format === "date") return DAY;
      if (precisionsOf(schema.pattern)) return { widget: "date-precision", precisions: precisionsOf(schema.pattern) };
      return {
        widget: (schema.maxLength ?? 0) > LINE || LONG_FIELDS.has(name) ? "text" : "string",
      };
    default:
      // Nothing in the content model is untyped; a schema that adds such a field shows it as YAML-free text.
      return { widget: "text" };
  }
}

/** A list: of objects (a form each), of one value each (a tuple's fixed count included). */
function listWidget(name: string, schema: FieldSchema): Widget {
  const items = schema.items || schema.prefixItems?.[0] || {};
  const limits = {
    ...(schema.minItems !== undefined && { min: schema.minItems }),
    ...(schema.maxItems !== undefined && { max: schema.maxItems }),
  };
  if (items.type === "object" && items.properties) {
    const fields = objectFields(items);
    const first = fields.find((field) => field.widget === "string" || field.widget === "relation");
    return {
      widget: "list",
      collapsed: true,
      ...limits,
      fields,
      ...(first && { summary: `{{fields.${first.name}}}` }),
    };
  }
  // Open, so each value's input shows without a click: an item has nothing else to show.
  return {
    widget: "list",
    collapsed: false,
    ...limits,
    field: { name: "item", label: label(name), ...widgetFor(name, items) },
  };
}

/**
 * A field's default: the schema's, and for a list without one an empty list. Decap starts a new entry's list with
 * one item when that item's fields have defaults of their own (a fact's `lasting: false`), an item the writer did not
 * ask for and the site's check then finds incomplete.
 */
function defaultOf(property: FieldSchema) {
  if (property.type === "array") return { default: Array.isArray(property.default) ? property.default : [] };
  return property.default === undefined ? {} : { default: property.default };
}

/** The fields of an object: one per property, and a record with named keys (units by unit) as one per key. */
function objectFields(schema: FieldSchema): DecapField[] {
  const keys = schema.propertyNames?.enum;
  if (!schema.properties && keys && typeof schema.additionalProperties === "object") {
    const value = schema.additionalProperties;
    return keys.map((key) => ({ name: key, label: key, ...widgetFor(key, value) }));
  }
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    // A map with keys of the writer's choosing has no Decap widget: the form leaves it out, and a save keeps it as
    // the file has it (file-text.ts writes only what the form changed).
    if (isDerived(property) || isFreeMap(property)) return [];
    const field = {
      name,
      label: label(name),
      // A photo's address shows the photo it names.
      ...(schema["x-photo"] && name === "url" ? { widget: "photo" } : widgetFor(name, property)),
      ...(!required.has(name) && { required: false }),
      ...defaultOf(property),
      ...(property.description && { hint: property.description }),
    };
    return [field];
  });
}

/** The form of a content file whose data `schema` validates. */
export function schemaFields(schema: z.ZodType): DecapField[] {
  return objectFields(jsonSchema(schema));
}
