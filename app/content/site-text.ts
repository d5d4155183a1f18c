/**
 * The site's words (content/site.yaml), for components. A YAML file has no type of its own; the registry validates
 * it against its schema before a page is built (app/content/content.server.ts), so the build only ever runs with
 * text of this shape.
 */
import type { SiteTextInput } from "../../content/schema/site-text";
import data from "../../content/site.yaml";

export default data as SiteTextInput;
