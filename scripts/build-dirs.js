/** Folders the build writes, named once for the steps that share them. */
import { fileURLToPath } from "node:url";

/** The site as it is deployed. */
export const CLIENT_DIR = fileURLToPath(new URL("../build/client", import.meta.url));

/**
 * The server build, kept by vite.config.ts (React Router deletes its own for an `ssr: false` site) for
 * scripts/prerender.js, which removes it when the pages are written.
 */
export const PRERENDER_SERVER_DIR = fileURLToPath(new URL("../build/prerender-server", import.meta.url));
