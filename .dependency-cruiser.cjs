/**
 * Which folder may import which (`npm run lint`): the content model stands on its own, the app builds on it, and the
 * build scripts and the editor build on both; no module imports itself round a cycle. Decision 042.
 */
module.exports = {
  forbidden: [
    { name: "no-circular", severity: "error", from: {}, to: { circular: true } },
    {
      name: "content-model-stands-alone",
      comment: "content/schema is the model every other part reads; it imports none of them.",
      severity: "error",
      from: { path: "^content/schema/" },
      to: { path: "^(app|scripts|editor|server|tests|bench)/" },
    },
    {
      name: "app-imports-no-tools",
      comment: "The site imports neither the build scripts, the editor, the bench nor the tests (its own tests may).",
      severity: "error",
      from: { path: "^app/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^(scripts|editor|tests|bench)/" },
    },
    {
      name: "lib-imports-no-components",
      comment: "app/lib (SEO, JSON-LD, formatting) never imports a component.",
      severity: "error",
      from: { path: "^app/lib/" },
      to: { path: "^app/components/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(build|node_modules|\\.react-router)/" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
  },
};
