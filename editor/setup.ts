/**
 * What both editors register with Decap: the site's file formats (a save changes only what changed), the site's
 * own widgets (number-or-word, web-address, checklist, date-precision, icon, photo), the editor's own styles
 * (editor.css), and the site's stylesheet for previews. The local editor (main.tsx) adds the site's check before each
 * save and the rendered preview; the team's static editor (admin.tsx) leaves both to CI.
 */
import CMS from "decap-cms-app";
import siteCss from "../app/app.css?inline";
import "./editor.css";
import { FORMATS } from "./format-names";
import { registerFormats } from "./formats";
import { Checklist } from "./checklist";
import { DatePrecision } from "./date-precision";
import { IconPicker } from "./icon-picker";
import { NumberOrWord } from "./number-or-word";
import { Photo } from "./photo";
import { WebAddress } from "./web-address";

export function registerSite() {
  CMS.registerWidget("number-or-word", NumberOrWord);
  CMS.registerWidget("web-address", WebAddress);
  CMS.registerWidget("checklist", Checklist);
  CMS.registerWidget("date-precision", DatePrecision);
  CMS.registerWidget("icon", IconPicker);
  CMS.registerWidget("photo", Photo);
  registerFormats(CMS, FORMATS);
  CMS.registerPreviewStyle(siteCss, { raw: true });
  return CMS;
}
