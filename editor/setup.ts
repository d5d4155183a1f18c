/**
 * What both editors register with Decap: the site's file formats (a save changes only what changed), the
 * number-or-word, web-address and checklist widgets, the editor's own styles (editor.css), and the site's
 * stylesheet for previews. The local editor (main.tsx) adds the site's check
 * before each save and the rendered preview; the team's static editor (admin.tsx) leaves both to CI.
 */
import CMS from "decap-cms-app";
import siteCss from "../app/app.css?inline";
import "./editor.css";
import { FORMATS } from "./format-names";
import { registerFormats } from "./formats";
import { Checklist } from "./checklist";
import { NumberOrWord } from "./number-or-word";
import { WebAddress } from "./web-address";

export function registerSite() {
  CMS.registerWidget("number-or-word", NumberOrWord);
  CMS.registerWidget("web-address", WebAddress);
  CMS.registerWidget("checklist", Checklist);
  registerFormats(CMS, FORMATS);
  CMS.registerPreviewStyle(siteCss, { raw: true });
  return CMS;
}
