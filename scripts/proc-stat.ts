/** What Linux's /proc says about running processes (benchmarks and process tests; Linux only). */
import fs from "node:fs";

/** The fields of /proc/<pid>/stat after the command name: state, ppid, … (utime is [11], stime [12]). */
function statFields(pid: number | string): string[] {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
}

/** The processes whose parent is `parent` (e.g. a cluster primary's workers), in ascending order. */
export function childPids(parent: number): number[] {
  const children: number[] = [];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (Number(statFields(entry)[1]) === parent) children.push(Number(entry));
    } catch {
      /* gone meanwhile */
    }
  }
  return children.sort((a, b) => a - b);
}

/** The niceness of every thread of a process and of its live children (field 19 of each thread's stat). */
export function threadNiceness(pid: number): number[] {
  return [pid, ...childPids(pid)].flatMap((p) =>
    fs.readdirSync(`/proc/${p}/task`).flatMap((tid) => {
      try {
        return [Number(statFields(`${p}/task/${tid}`)[16])];
      } catch {
        return []; // gone meanwhile
      }
    }),
  );
}

/** CPU time (user + system) a process and its live children have used so far, in ms. */
export function processTreeCpuMs(pid: number): number {
  return [pid, ...childPids(pid)].reduce((sum, p) => {
    const fields = statFields(p);
    return sum + (Number(fields[11]) + Number(fields[12])) * 10; // clock ticks of 10 ms
  }, 0);
}

/** Resident memory of each of a process and its live children, in MB (from VmRSS). */
export function residentMb(pid: number): number[] {
  return [pid, ...childPids(pid)].map(
    (p) => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${p}/status`, "utf8"))?.[1] ?? 0) / 1024,
  );
}
