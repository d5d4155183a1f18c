/**
 * One-off: turns the TypeScript content files into YAML (decision 034). Lists keep their place
 * (content/lists/category/vpn.ts becomes vpn.yaml), content/vendors.ts becomes one file per product under
 * content/products/, content/facts.ts one file per fact under content/facts/, and the records keyed by id (an
 * entry's scores, a preset's levels, a product's facts) become lists of items that name their id, which a form can
 * edit. Then it deletes the .ts files.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { stringify } from "yaml";
import { withAppModules } from "./content-loader.js";

const root = fileURLToPath(new URL("..", import.meta.url));

/** @param {Record<string, any>} record @param {string} key @param {(value: any) => object} [item] */
const keyed = (record, key, item = (value) => value) =>
  Object.entries(record).map(([id, value]) => ({ [key]: id, ...item(value) }));

/** @param {any} list */
function listData(list) {
  return {
    ...list,
    entries: list.entries.map((/** @type {any} */ entry) => ({ ...entry, scores: keyed(entry.scores, "criterion") })),
    presets: list.presets.map((/** @type {any} */ preset) => ({
      ...preset,
      levels: Object.entries(preset.levels).map(([criterion, level]) => ({ criterion, level })),
    })),
  };
}

/** @param {any} product */
const productData = (product) => (product.facts ? { ...product, facts: keyed(product.facts, "id") } : product);

/** @param {string} file @param {unknown} data */
function write(file, data) {
  mkdirSync(join(root, file, ".."), { recursive: true });
  writeFileSync(join(root, file), stringify(data, { lineWidth: 0 }));
}

/** @param {string} dir @returns {string[]} */
const tsFiles = (dir) =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? tsFiles(`${dir}/${entry.name}`) : entry.name.endsWith(".ts") ? [`${dir}/${entry.name}`] : [],
  );

await withAppModules(async (load) => {
  const read = async (/** @type {string} */ file) => (await load(`/${file}`)).default;
  for (const file of tsFiles("content/lists")) write(file.replace(/\.ts$/, ".yaml"), listData(await read(file)));
  for (const [id, product] of Object.entries(await read("content/vendors.ts")))
    write(`content/products/${id}.yaml`, productData(product));
  for (const [id, fact] of Object.entries(await read("content/facts.ts"))) write(`content/facts/${id}.yaml`, fact);
  write("content/categories.yaml", { tiles: await read("content/categories.ts") });
  for (const name of ["home", "trending", "categories-page", "search-page", "site", "priorities"])
    write(`content/${name}.yaml`, await read(`content/${name}.ts`));
});
for (const file of [...tsFiles("content/lists"), ...tsFiles("content").filter((file) => !file.includes("/", 8))])
  rmSync(join(root, file));
