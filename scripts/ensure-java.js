/**
 * The Nu Html Checker (vnu-jar, tests/build/nu-html.test.ts) runs on Debian's Java, never on a Java build its
 * package would download. Installs it with apt-get when `java` is missing and this is Debian as root
 * (scripts/debian-package.js).
 */
import { spawnSync } from "node:child_process";
import { installDebianPackage } from "./debian-package.js";

const hasJava = () => spawnSync("java", ["-version"], { stdio: "ignore" }).status === 0;

if (hasJava()) {
  console.log("ensure-java: using the java on PATH");
} else {
  installDebianPackage("ensure-java", "default-jre-headless", "Java (a `java` on PATH)");
  if (!hasJava()) throw new Error("ensure-java: java is still missing after apt-get install");
}
