/**
 * The content editor: Decap CMS with a config generated from the content schemas (/api/config), the site's file
 * formats, the site's check before every save, and previews the site renders. Started by `npm run edit`.
 */
import type { CmsConfig } from "decap-cms-core";
import { EntryFiles } from "./entry-files";
import { pagePreview } from "./page-preview";
import { checkBeforeSave } from "./pre-save";
import { registerSite } from "./setup";
import { registerFieldControls } from "./field-control";
import { REVIEW_COLLECTION } from "./collection-names";

const config = (await (await fetch("/api/config")).json()) as CmsConfig;
if (config.local_backend) config.local_backend = { url: new URL("/api/v1", location.origin).href };
const files = new EntryFiles(config);

const CMS = registerSite();
registerFieldControls(CMS, config);
CMS.registerEventListener({ name: "preSave", handler: checkBeforeSave(files, REVIEW_COLLECTION) });
const preview = pagePreview(files);
for (const collection of config.collections)
  if (collection.name !== REVIEW_COLLECTION) CMS.registerPreviewTemplate(collection.name, preview);
CMS.init({ config });
