/**
 * The content editor: Decap CMS with a config generated from the content schemas (/api/config), the site's file
 * formats, the site's check before every save, and previews the site renders. Started by `npm run edit`.
 */
import type { CmsConfig, CmsField } from "decap-cms-core";
import { EntryFiles } from "./entry-files";
import { pagePreview } from "./page-preview";
import { checkBeforeSave } from "./pre-save";
import { registerSite } from "./setup";
import { registerSiteMessages } from "./site-messages";
import { REVIEW_COLLECTION } from "./collection-names";

/** Every widget a form of the config uses, its lists' and objects' fields included. */
function widgetsOf(fields: CmsField[] | undefined, found = new Set<string>()): Set<string> {
  for (const field of fields ?? []) {
    if (field.widget) found.add(field.widget);
    if ("fields" in field) widgetsOf(field.fields, found);
    if ("field" in field && field.field) widgetsOf([field.field], found);
  }
  return found;
}

const config = (await (await fetch("/api/config")).json()) as CmsConfig;
if (config.local_backend) config.local_backend = { url: new URL("/api/v1", location.origin).href };
const files = new EntryFiles(config);

const CMS = registerSite();
registerSiteMessages(
  CMS,
  new Set(
    config.collections.flatMap((collection) => [
      ...widgetsOf(collection.fields),
      ...widgetsOf(collection.files?.flatMap((file) => file.fields)),
    ]),
  ),
);
CMS.registerEventListener({ name: "preSave", handler: checkBeforeSave(files, REVIEW_COLLECTION) });
const preview = pagePreview(files);
for (const collection of config.collections)
  if (collection.name !== REVIEW_COLLECTION) CMS.registerPreviewTemplate(collection.name, preview);
CMS.init({ config });
