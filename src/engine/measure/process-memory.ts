import fs from 'node:fs';

/** Resident memory in bytes of `pid` and all its descendants, read from /proc (Linux). */
export function sampleTreeRss(pid: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      const pages = Number(fields[21]);
      const id = Number(name);
      rss.set(id, pages * 4096);
      const list = children.get(ppid) ?? [];
      list.push(id);
      children.set(ppid, list);
    } catch {
      // the process ended while we read it
    }
  }
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop()!;
    total += rss.get(p) ?? 0;
    stack.push(...(children.get(p) ?? []));
  }
  return total;
}
