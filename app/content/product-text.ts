/**
 * The words of a product's page (content/product-page.yaml). Only the build reads them, where the page's body is
 * rendered (decision 044), so they are in no page's JavaScript. Validated like content/site.yaml
 * (app/content/site-text.ts).
 */
import type { ProductPageTextInput } from "../../content/schema/site-text";
import data from "../../content/product-page.yaml";

export default data as ProductPageTextInput;
