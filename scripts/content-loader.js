/**
 * Loads the app's content registry outside the app build, with the same MDX settings, for
 * `npm run check:content` and `npm run recheck`.
 */
import { createServer } from "vite";
import { contentPlugins } from "./content-plugins.js";

/**
 * Runs `task` with a loader for app modules, then shuts the loader down.
 * @template T
 * @param {(load: (module: string) => Promise<Record<string, any>>) => Promise<T>} task
 * @returns {Promise<T>}
 */
export async function withAppModules(task) {
  const server = await createServer({
    configFile: false,
    logLevel: "silent",
    appType: "custom",
    // The same build-time settings the app reads as the build does (vite.config.ts): the site's origin and contact.
    envPrefix: ["SITE_URL", "SPONSORED_", "CONTACT_EMAIL"],
    server: { middlewareMode: true, hmr: false, watch: null },
    plugins: contentPlugins(),
  });
  try {
    return await task((module) => server.ssrLoadModule(module));
  } finally {
    await server.close();
  }
}
