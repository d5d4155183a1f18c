/**
 * The Nu Html Checker (vnu-jar, tests/build/nu-html.test.ts) runs on Debian's Java, never on a Java build its
 * package would download. Installs it with apt-get when `java` is missing and this is Debian as root
 * (scripts/debian-package.js); anywhere else a missing `java` stops the run with one sentence.
 */
import { spawnSync } from "node:child_process";
import { canInstallDebianPackages, installDebianPackage, stopMissing } from "./debian-package.js";

const hasJava = () => spawnSync("java", ["-version"], { stdio: "ignore" }).status === 0;

if (hasJava()) {
  console.log("ensure-java: using the java on PATH");
} else if (canInstallDebianPackages()) {
  installDebianPackage("ensure-java", "default-jre-headless");
  if (!hasJava()) throw new Error("ensure-java: java is still missing after apt-get install");
} else {
  stopMissing(
    "ensure-java",
    "Java for the Nu Html Checker",
    "a `java` on PATH; on Debian or Ubuntu: sudo apt-get install default-jre-headless",
  );
}
