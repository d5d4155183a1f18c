/**
 * A file's data in the order its form lists the fields, which is the schema's: a new file reads like every other
 * file of its kind, and a field added to a file lands where the schema has it, so a diff stays small. Decap keeps a
 * form's data in an immutable map, whose keys come back in no set order once there are more than eight.
 */
import type { CmsField } from "decap-cms-core";

type Data = Record<string, unknown>;

const isRecord = (value: unknown): value is Data =>
  Boolean(value) && typeof value === "object" && !Array.isArray(value);

/** What a field of this kind holds, in its fields' order. */
function inFieldOrder(value: unknown, field: CmsField | undefined): unknown {
  if (!field || !value || typeof value !== "object") return value;
  if ("fields" in field && field.fields) {
    const fields = field.fields;
    return Array.isArray(value)
      ? value.map((item) => (isRecord(item) ? inFormOrder(item, fields) : item))
      : isRecord(value)
        ? inFormOrder(value, fields)
        : value;
  }
  if ("field" in field && field.field && Array.isArray(value)) {
    const inner = field.field;
    return value.map((item) => inFieldOrder(item, inner));
  }
  return value;
}

/** `data` with its keys in the order of `fields`; keys the form does not show keep their order, after them. */
export function inFormOrder(data: Data, fields: readonly CmsField[]): Data {
  const names = fields.map((field) => field.name);
  const keys = [...names.filter((name) => name in data), ...Object.keys(data).filter((key) => !names.includes(key))];
  return Object.fromEntries(
    keys.map((key) => [
      key,
      inFieldOrder(
        data[key],
        fields.find((field) => field.name === key),
      ),
    ]),
  );
}
