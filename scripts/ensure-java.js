/**
 * The Nu Html Checker (vnu-jar, tests/build/nu-html.test.ts) runs on Debian's Java, never on a Java build its
 * package would download. Installs it with apt-get when `java` is missing; needs root, as on the project's
 * machines and CI.
 */
import { execFileSync, spawnSync } from "node:child_process";

const hasJava = () => spawnSync("java", ["-version"], { stdio: "ignore" }).status === 0;

if (hasJava()) {
  console.log("ensure-java: using the java on PATH");
} else {
  console.log("ensure-java: installing Debian's default-jre-headless with apt-get");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "default-jre-headless"], {
    stdio: "inherit",
    env,
  });
  if (!hasJava()) throw new Error("ensure-java: java is still missing after apt-get install");
}
