/** What tests/build/structured-data.test.ts uses of @adobe/structured-data-validator, which is plain JavaScript. */
declare module "@adobe/structured-data-validator" {
  export interface ValidationIssue {
    issueMessage: string;
    severity: "ERROR" | "WARNING";
    /** Where in the block: its root type, then each property (and index in an array) down to the issue. */
    path?: Array<{ type?: string | string[]; property?: string; index?: number }>;
    fieldNames?: string[];
  }

  export default class Validator {
    /** Without schema.org's vocabulary it checks each type against Google's rich-result rules only. */
    constructor(schemaOrgJson?: unknown);
    /** The rule sets each schema.org type is checked with, each loaded on first use. */
    registeredHandlers: Record<string, Array<() => Promise<unknown>>>;
    /** Blocks by format, then by their root `@type`, as @marbec/web-auto-extractor gives them. */
    validate(data: { jsonld?: Record<string, object[]> }): Promise<ValidationIssue[]>;
  }
}

/** Google's rules for a product snippet, the validator's first rule set for Product. */
declare module "@adobe/structured-data-validator/src/types/Product.js" {
  const ProductValidator: unknown;
  export default ProductValidator;
}
