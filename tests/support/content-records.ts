/** Real content for unit tests that need it without the registry: the product records and the VPN list, parsed. */
import { rankedListSchema } from "../../content/schema/lists";
import { vendorSchema, type Vendor } from "../../content/schema/vendors";
import vpnData from "../../content/lists/category/vpn.yaml";

const files = import.meta.glob("/content/products/*.yaml", { eager: true, import: "default" });

/** Every product record, validated, keyed by its file's name. */
export const productRecords: Record<string, Vendor> = Object.fromEntries(
  Object.entries(files).map(([file, data]) => [
    file.slice(file.lastIndexOf("/") + 1, -".yaml".length),
    vendorSchema.parse(data),
  ]),
);

/** The lookup ratedList and listProblems take. */
export const products = { vendor: (id: string) => productRecords[id]! };

/** The VPN list, validated. */
export const vpnList = rankedListSchema.parse(vpnData);
