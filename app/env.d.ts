interface ImportMetaEnv {
  readonly SITE_URL?: string;
  readonly SPONSORED_PUBLISHER_ID?: string;
}

/** A content file in YAML: its data, which the build validates against its schema (scripts/yaml-content.js). */
declare module "*.yaml" {
  const data: unknown;
  export default data;
}
