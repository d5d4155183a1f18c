/** What scripts/edit-api.js uses of decap-server's middleware, which is plain JavaScript. */
declare module "decap-server/dist/middlewares.js" {
  import type { Express } from "express";

  const middlewares: {
    /** Adds decap-server's local file-system backend to `app`: POST /api/v1, writing under $GIT_REPO_DIRECTORY. */
    registerLocalFs(app: Express, options?: { logLevel?: string }): Promise<void>;
  };
  export default middlewares;
}
