/**
 * A product's page body as HTML, rendered once at build time like an MDX body (decisions 006 and 044): the page
 * carries it in its route data, so its layout costs no JavaScript in any page's first visit.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { ProductBody, type ProductView } from "../components/product/product-body";

export function productBodyHtml(view: ProductView): string {
  return renderToStaticMarkup(<ProductBody view={view} />);
}
