import { spawn, type ChildProcess } from 'node:child_process';
import { processLabel, sampleTree } from './process-memory.ts';

/** A child process whose whole process tree's resident memory is sampled every 100 ms while it runs. */
export type Measured = {
  child: ChildProcess;
  /** Everything it printed so far. */
  output: () => string;
  /** Highest resident memory of its process tree so far, in bytes. */
  peak: () => number;
  /** The processes of the tree at that peak, largest first: "label 812 MB". */
  peakBreakdown: () => string;
  /** CPU seconds its process tree has used so far (as last sampled, at most 100 ms old). */
  cpuSeconds: () => number;
  /** Resolves with the exit code once it ends, sampling stopped. */
  exited: Promise<number>;
};

/** Linux's USER_HZ, the unit of /proc CPU times. */
const CLOCK_TICKS = 100;

export function startMeasured(args: string[], o: { cwd: string; env: NodeJS.ProcessEnv }): Measured {
  const child = spawn(process.execPath, args, { cwd: o.cwd, env: o.env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  let peak = 0;
  let atPeak: { pid: number; rss: number }[] = [];
  let cpuTicks = 0;
  const labels = new Map<number, string>();
  const timer = setInterval(() => {
    if (!child.pid) return;
    const sample = sampleTree(child.pid);
    if (sample.processes.length) cpuTicks = Math.max(cpuTicks, sample.cpuTicks);
    for (const p of sample.processes) if (!labels.has(p.pid)) labels.set(p.pid, processLabel(p.pid));
    if (sample.rss <= peak) return;
    peak = sample.rss;
    atPeak = sample.processes;
  }, 100);
  const peakBreakdown = () =>
    [...atPeak]
      .sort((a, b) => b.rss - a.rss)
      .map((p) => `${labels.get(p.pid) ?? p.pid} ${Math.round(p.rss / 1024 / 1024)} MB`)
      .join(', ');
  const exited = new Promise<number>((resolve) =>
    child.on('exit', (code, signal) => {
      clearInterval(timer);
      resolve(code ?? (signal ? 128 : 1));
    }),
  );
  return { child, output: () => output, peak: () => peak, peakBreakdown, cpuSeconds: () => cpuTicks / CLOCK_TICKS, exited };
}

/** Runs a process to its end: exit code, wall seconds, peak memory of its tree (bytes), output. */
export async function runMeasured(
  args: string[],
  o: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<{ code: number; seconds: number; cpuSeconds: number; peak: number; peakBreakdown: string; output: string }> {
  const started = performance.now();
  const run = startMeasured(args, o);
  const code = await run.exited;
  return {
    code,
    seconds: (performance.now() - started) / 1000,
    cpuSeconds: run.cpuSeconds(),
    peak: run.peak(),
    peakBreakdown: run.peakBreakdown(),
    output: run.output(),
  };
}

/**
 * Resolves once the process tree of `pid` has used under `share` of one core for `quietSeconds`
 * in a row (a server done warming up), or after `maxSeconds`; the seconds waited.
 */
export async function waitForQuiet(pid: number, o: { quietSeconds: number; maxSeconds: number; share: number }): Promise<number> {
  const started = performance.now();
  let last = sampleTree(pid).cpuTicks;
  let quietFor = 0;
  while ((performance.now() - started) / 1000 < o.maxSeconds) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = sampleTree(pid).cpuTicks;
    const used = (now - last) / CLOCK_TICKS / 0.5;
    last = now;
    quietFor = used < o.share ? quietFor + 0.5 : 0;
    if (quietFor >= o.quietSeconds) break;
  }
  return (performance.now() - started) / 1000;
}
