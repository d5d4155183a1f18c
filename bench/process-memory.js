/**
 * The memory a command and every process it starts hold at the same time, sampled from Linux's /proc. GNU time
 * reports only the largest single process it waited for, which misses a process nobody waits for, such as a
 * helper a build step starts and closes (the Pagefind indexer did, decision 010). Shared pages (libraries) count
 * once per process, so the sum errs on the high side.
 */
import { readdirSync, readFileSync } from "node:fs";

/** The size of a memory page on x86-64 Linux, the unit of /proc/<pid>/stat's resident set. */
const PAGE_BYTES = 4096;

/** Resident bytes of `root` and all its descendants right now. @param {number} root */
function treeResidentBytes(root) {
  /** @type {Map<number, { parent: number, bytes: number }>} */
  const processes = new Map();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      // After the command name in parentheses: state, parent pid, ... and the resident set as the 22nd field.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      processes.set(Number(name), { parent: Number(fields[1]), bytes: Number(fields[21]) * PAGE_BYTES });
    } catch {
      // The process ended between the listing and the read.
    }
  }
  let total = 0;
  for (const [pid, { bytes }] of processes) {
    let ancestor = pid;
    while (ancestor > 1 && ancestor !== root) ancestor = processes.get(ancestor)?.parent ?? 0;
    if (ancestor === root) total += bytes;
  }
  return total;
}

/**
 * Samples the memory of `root`'s process tree every `everyMs` until the returned function is called, which gives
 * the peak in MB.
 * @param {number} root @param {number} [everyMs]
 */
export function samplePeakMemory(root, everyMs = 250) {
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, treeResidentBytes(root));
  }, everyMs);
  return () => {
    clearInterval(timer);
    return Math.round(peak / 1024 / 1024);
  };
}
