import fs from 'node:fs';

type ProcStat = { ppid: number; rss: number; cpuTicks: number };

function readProcs(): Map<number, ProcStat> {
  const procs = new Map<number, ProcStat>();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      // Fields after the command name, from field 3 (state): ppid is field 4, utime 14, stime 15, rss 24.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      procs.set(Number(name), { ppid: Number(fields[1]), rss: Number(fields[21]) * 4096, cpuTicks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // the process ended while we read it
    }
  }
  return procs;
}

/** Resident memory (bytes) and CPU time used so far (clock ticks) of `pid` and all its descendants, from /proc (Linux). */
export function sampleTree(pid: number): { rss: number; cpuTicks: number } {
  const procs = readProcs();
  const children = new Map<number, number[]>();
  for (const [id, p] of procs) {
    const list = children.get(p.ppid) ?? [];
    list.push(id);
    children.set(p.ppid, list);
  }
  let rss = 0;
  let cpuTicks = 0;
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop()!;
    rss += procs.get(p)?.rss ?? 0;
    cpuTicks += procs.get(p)?.cpuTicks ?? 0;
    stack.push(...(children.get(p) ?? []));
  }
  return { rss, cpuTicks };
}

/** Resident memory in bytes of `pid` and all its descendants, read from /proc (Linux). */
export function sampleTreeRss(pid: number): number {
  return sampleTree(pid).rss;
}
