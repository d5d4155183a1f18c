import { expect, it } from "vitest";
import prioritiesText from "../../app/content/priorities-text";
import { pageKinds } from "../../app/content/page-kinds.server";
import { iconNames } from "../../content/schema/primitives";
import { vendorSchema } from "../../content/schema/vendors";
import { schemaFields, type DecapField } from "./schema-fields.server";

/** A field anywhere in a form, by name. */
function find(fields: DecapField[], name: string): DecapField | undefined {
  for (const field of fields) {
    if (field.name === name) return field;
    const inner = [
      ...((field.fields as DecapField[] | undefined) ?? []),
      ...(field.field ? [field.field as DecapField] : []),
    ];
    const found = find(inner, name);
    if (found) return found;
  }
  return undefined;
}

it("shows a preset's levels by the names a reader sees, and saves their numbers", () => {
  const level = find(schemaFields(pageKinds.list.schema), "level");
  expect(level?.options).toEqual([
    { label: prioritiesText.levels[0], value: 0 },
    { label: prioritiesText.levels[1], value: 1 },
    { label: prioritiesText.levels[3], value: 3 },
  ]);
});

it("gives each date the picker its schema allows, a photo's address its preview, and an icon its picture", () => {
  const list = schemaFields(pageKinds.list.schema);
  expect(find(list, "date")).toMatchObject({ widget: "datetime", date_format: "YYYY-MM-DD", time_format: false });
  expect(find(find(list, "image")?.fields as DecapField[], "url")?.widget).toBe("photo");
  const icon = find(list, "icon");
  expect(icon?.widget).toBe("icon");
  expect((icon?.icons as Array<{ name: string }>).map(({ name }) => name).sort()).toEqual([...iconNames].sort());
  const product = schemaFields(vendorSchema);
  expect(find(product, "seen")).toMatchObject({ widget: "date-precision", precisions: ["day", "month", "year"] });
  expect(find(schemaFields(pageKinds.plain.schema), "updated")).toMatchObject({ precisions: ["day", "month"] });
});

it("starts every list of a new entry empty, so no item appears that the writer did not add", () => {
  const product = schemaFields(vendorSchema);
  expect(find(product, "facts")?.default).toEqual([]);
  expect(find(product, "history")?.default).toEqual([]);
});
