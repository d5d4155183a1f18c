/**
 * The team's editor, /admin (editor/admin.tsx), built into the site when TOP5_CMS_REPO names the GitHub
 * repository (`owner/name`) the team edits through; without it the site has no /admin. The page is static: Decap
 * signs a writer in to GitHub through TOP5_CMS_AUTH_URL (an OAuth proxy), and each entry becomes a pull request.
 * Run after the prerender step (`npm run build`); TOP5_ADMIN_OUT names another built site to add it to.
 */
import { appendFile, rename, rm, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import { build } from "vite";
import { withAppModules } from "./content-loader.js";

const repo = process.env.TOP5_CMS_REPO;
const out = resolve(process.env.TOP5_ADMIN_OUT ?? "build/client");
const editor = fileURLToPath(new URL("../editor/", import.meta.url));

/* The sign-in pop-up answers its opener, so /admin leaves out the site's Cross-Origin-Opener-Policy. */
const HEADERS = `
# The team's editor (scripts/build-admin.js): GitHub's sign-in pop-up answers this page, so it keeps its opener.
/admin
  ! Cross-Origin-Opener-Policy
  X-Robots-Tag: noindex
`;

// Vite builds React's production code only when NODE_ENV says production; a test runner or an earlier dev server in
// this process may have set it to something else.
process.env.NODE_ENV = "production";

if (!repo) {
  console.log("build-admin: no /admin (set TOP5_CMS_REPO=owner/name to build the team's editor)");
} else {
  const config = await withAppModules(async (load) =>
    (await load("/editor/server/config.server.ts")).decapConfig({ repo, authUrl: process.env.TOP5_CMS_AUTH_URL }),
  );
  const dir = join(out, "admin");
  await rm(dir, { recursive: true, force: true });
  await build({
    configFile: false,
    root: editor,
    base: "/admin/",
    logLevel: "warn",
    build: {
      outDir: dir,
      emptyOutDir: false,
      // Decap is one large app (its editor chunk is about 3 MB); writers load it once, not readers.
      chunkSizeWarningLimit: 4096,
      rollupOptions: {
        input: join(editor, "admin.html"),
        // What Decap's dependencies do (eval in a TOML parser, "use client" directives) is theirs to warn about.
        onwarn(warning, warn) {
          if (!warning.id?.includes("/node_modules/")) warn(warning);
        },
      },
    },
    plugins: [tailwindcss()],
  });
  // The page at /admin, like the site's pages (admin.html); its files stay under /admin/.
  await rename(join(dir, "admin.html"), join(out, "admin.html"));
  await writeFile(join(dir, "config.json"), JSON.stringify(config));
  await appendFile(join(out, "_headers"), HEADERS);
  console.log(`build-admin: /admin edits ${repo} through pull requests`);
}
