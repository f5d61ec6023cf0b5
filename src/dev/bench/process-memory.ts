import fs from 'node:fs';

type ProcStat = { ppid: number; rss: number; cpuTicks: number };

function readProcs(): Map<number, ProcStat> {
  const procs = new Map<number, ProcStat>();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      // Fields after the command name, from field 3 (state): ppid is field 4, utime 14, stime 15, then
      // cutime and cstime (children that ended and were waited for, no longer in the tree), rss 24.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      procs.set(Number(name), {
        ppid: Number(fields[1]),
        rss: Number(fields[21]) * 4096,
        cpuTicks: Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]),
      });
    } catch {
      // the process ended while we read it
    }
  }
  return procs;
}

export type TreeSample = { rss: number; cpuTicks: number; processes: { pid: number; rss: number }[] };

/**
 * Resident memory (bytes) and CPU time used so far (clock ticks, processes that ended included) of
 * `pid` and all its descendants, from /proc (Linux).
 */
export function sampleTree(pid: number): TreeSample {
  const procs = readProcs();
  const children = new Map<number, number[]>();
  for (const [id, p] of procs) {
    const list = children.get(p.ppid) ?? [];
    list.push(id);
    children.set(p.ppid, list);
  }
  let rss = 0;
  let cpuTicks = 0;
  const processes: TreeSample['processes'] = [];
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop()!;
    const one = procs.get(p);
    rss += one?.rss ?? 0;
    cpuTicks += one?.cpuTicks ?? 0;
    if (one) processes.push({ pid: p, rss: one.rss });
    stack.push(...(children.get(p) ?? []));
  }
  return { rss, cpuTicks, processes };
}

/** What a process runs, shortly: the script and the first argument's file name (e.g. `astro-child.ts 0.job.json`). */
export function processLabel(pid: number): string {
  try {
    const args = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).slice(1);
    return args
      .slice(0, 3)
      .map((a) => a.split('/').at(-1)!.slice(-40))
      .join(' ');
  } catch {
    return String(pid);
  }
}
