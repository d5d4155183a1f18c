/**
 * The team's editor at /admin, built by scripts/build-admin.js when TOP5_CMS_REPO is set: Decap's GitHub backend
 * with its editorial workflow, so each entry is a pull request that CI checks like any other and a change that would
 * break the site cannot merge. It talks to GitHub and its sign-in server only: no edit server, nothing here compiles
 * or runs content. The config is the one `npm run edit` generates from the schemas, written next to this page.
 */
import type { CmsConfig } from "decap-cms-core";
import { REVIEW_COLLECTION } from "./collection-names";
import { EntryFiles } from "./entry-files";
import { registerFieldControls } from "./field-control";
import { keepTheFile } from "./pre-save";
import { registerSite } from "./setup";

const config = (await (await fetch("/admin/config.json")).json()) as CmsConfig;
const CMS = registerSite();
registerFieldControls(CMS, config);
CMS.registerEventListener({ name: "preSave", handler: keepTheFile(new EntryFiles(config), REVIEW_COLLECTION) });
CMS.init({ config });
