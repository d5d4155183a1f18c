interface ImportMetaEnv {
  readonly SITE_URL?: string;
  readonly SPONSORED_PUBLISHER_ID?: string;
}
