/** `npm run serve`: serves the built site on PORT (default 3000). */
import { fileURLToPath } from "node:url";
import { createApp } from "./app.js";
import { createSiteServer } from "./site-server.js";

const root = fileURLToPath(new URL("../build/client", import.meta.url));
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";

createSiteServer(createApp(root)).listen(port, host, () => {
  console.log(`Top5 is served at http://${host === "0.0.0.0" ? "localhost" : host}:${port}/`);
});
