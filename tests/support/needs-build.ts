import { existsSync } from "node:fs";
import { NOT_FOUND_FILE } from "./built-site";

/** The browser layers run over the real build, and the editor's /admin test copies it: stop at once without one. */
export default function needsBuild() {
  if (!existsSync(NOT_FOUND_FILE)) throw new Error("No build found: run `npm run build` before these tests");
}
