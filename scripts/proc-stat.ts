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

/** SCHED_IDLE, a thread's scheduling policy that runs only when nothing else would (sched(7); linux/sched.h). */
export const SCHED_IDLE = 5;

/** The niceness and scheduling policy of every thread of a process and of its live children (fields 19 and 41 of each thread's stat). */
export function threadScheduling(pid: number): { nice: number; policy: number }[] {
  return [pid, ...childPids(pid)].flatMap((p) =>
    fs.readdirSync(`/proc/${p}/task`).flatMap((tid) => {
      try {
        const fields = statFields(`${p}/task/${tid}`);
        return [{ nice: Number(fields[16]), policy: Number(fields[38]) }];
      } catch {
        return []; // gone meanwhile
      }
    }),
  );
}

/** CPU time (user + system) a process has used so far, in ms (utime and stime, in clock ticks of 10 ms). */
function cpuMs(pid: number | string): number {
  const fields = statFields(pid);
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** CPU time (user + system) a process and its live children have used so far, in ms. */
export function processTreeCpuMs(pid: number): number {
  return [pid, ...childPids(pid)].reduce((sum, p) => sum + cpuMs(p), 0);
}

/** Resident memory of each of a process and its live children, in MB (from VmRSS). */
export function residentMb(pid: number): number[] {
  return [pid, ...childPids(pid)].map(
    (p) => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${p}/status`, "utf8"))?.[1] ?? 0) / 1024,
  );
}

/** CPU time (user + system) used so far by every process named `name` (e.g. the PostgreSQL server's), in ms. */
export function namedProcessesCpuMs(name: string): number {
  let sum = 0;
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, "utf8").trim() === name) sum += cpuMs(entry);
    } catch {
      /* gone meanwhile */
    }
  }
  return sum;
}
