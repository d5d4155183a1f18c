import type { CmsField } from "decap-cms-core";
import { describe, expect, it } from "vitest";
import { yamlText } from "./file-text";
import { inFormOrder } from "./form-order";

describe("yamlText: a form's data as the file will hold it", () => {
  it("writes a field added to a file where the form has it, not at the end", () => {
    const original =
      "name: Zephyr\n# the price, as the vendor shows it\nprice:\n  text: $2\n  source: https://z.example.org/\n";
    const data = {
      name: "Zephyr",
      url: "https://z.example.org/",
      price: { text: "$2", seen: "2026-10", source: "https://z.example.org/" },
    };
    expect(yamlText(data, original)).toBe(
      "name: Zephyr\nurl: https://z.example.org/\n# the price, as the vendor shows it\nprice:\n  text: $2\n  seen: 2026-10\n  source: https://z.example.org/\n",
    );
  });

  it("leaves a new file's empty fields out, and keeps an empty list a file already has", () => {
    expect(yamlText({ name: "Zephyr", url: "", facts: [], history: [] })).toBe("name: Zephyr\n");
    expect(yamlText({ name: "Zephyr", facts: [] }, "name: Zephyr\nfacts: []\n")).toBe("name: Zephyr\nfacts: []\n");
  });
});

describe("inFormOrder", () => {
  it("orders a file's data, its lists' items and one-value lists included, as the form lists the fields", () => {
    const fields = [
      { name: "name", widget: "string" },
      {
        name: "facts",
        widget: "list",
        fields: [
          { name: "id", widget: "string" },
          { name: "value", widget: "number" },
        ],
      },
      { name: "tags", widget: "list", field: { name: "item", widget: "string" } },
    ] as CmsField[];
    const data = { tags: ["a"], facts: [{ value: 1, id: "devices" }], kept: true, name: "Zephyr" };
    const ordered = inFormOrder(data, fields);
    expect(JSON.stringify(ordered)).toBe(
      JSON.stringify({ name: "Zephyr", facts: [{ id: "devices", value: 1 }], tags: ["a"], kept: true }),
    );
  });
});
