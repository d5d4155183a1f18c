/** Folders the build writes, named once for the steps that share them. */
import { fileURLToPath } from "node:url";

/** The site as it is deployed. */
export const CLIENT_DIR = fileURLToPath(new URL("../build/client", import.meta.url));

/**
 * React Router's server build, which it leaves in place for an `ssr: false` site since React Router 8;
 * scripts/prerender.js renders the pages with it and removes it when they are written.
 */
export const SERVER_DIR = fileURLToPath(new URL("../build/server", import.meta.url));
