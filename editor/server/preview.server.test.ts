import { readFileSync } from "node:fs";
import { parseHTML } from "linkedom";
import { expect, it } from "vitest";
import { previewPage } from "./preview.server";

const read = (file: string) => readFileSync(file, "utf8");
const shown = (html = "") => parseHTML(`<!DOCTYPE html><html><body>${html}</body></html>`).document;

it("previews a product's record as its page, with the change in it", async () => {
  const file = "content/products/zoho-books.yaml";
  const preview = await previewPage(file, read(file).replace("name: Zoho Books", "name: Zoho Ledger"));
  expect(preview.problems).toEqual([]);
  const page = shown(preview.html);
  expect(page.querySelector("h1")?.textContent).toBe("Zoho Ledger");
  expect(page.querySelector("[data-search-kind]")?.getAttribute("data-search-kind")).toBe("product");
  expect(page.querySelector("nav li:last-child")?.textContent).toBe("Zoho Ledger");
});

it("previews nothing for a product no list ranks, which has no page", async () => {
  const file = "content/products/betterhelp.yaml";
  expect(await previewPage(file, read(file))).toEqual({ html: "", problems: [] });
});
