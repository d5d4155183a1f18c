/** The products and services the lists rank: content/vendors.ts, one record per product, keyed by id. */
import { z } from "zod";
import { datedFactSchema, httpsUrlSchema, idSchema, textSchema } from "./primitives";

/** A product or service a list ranks, with its own page and price. */
export const vendorSchema = z.object({
  /** The product's name as its maker writes it. */
  name: textSchema,
  /** The product's own page on the vendor's site (https); leave it out where no page fits (a TV show). */
  url: httpsUrlSchema.optional(),
  /**
   * The affiliate URL, set by the site's operator once an affiliate program accepts the site. 'Visit Site'
   * then goes here instead of `url`, marked rel="sponsored", and the card says "Affiliate link".
   */
  affiliateUrl: httpsUrlSchema.optional(),
  /** What it costs, shown in every list's comparison table and wherever a guide quotes it. */
  price: datedFactSchema,
});

/** Every product a list names, keyed by id. */
export const vendorsSchema = z.record(idSchema, vendorSchema);

export type Vendor = z.infer<typeof vendorSchema>;
export type VendorsInput = z.input<typeof vendorsSchema>;
