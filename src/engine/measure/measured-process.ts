import { spawn, type ChildProcess } from 'node:child_process';
import { sampleTree } from './process-memory.ts';

/** A child process whose whole process tree's resident memory is sampled every 100 ms while it runs. */
export type Measured = {
  child: ChildProcess;
  /** Everything it printed so far. */
  output: () => string;
  /** Highest resident memory of its process tree so far, in bytes. */
  peak: () => number;
  /** Resets the peak (to measure one phase of a long-running process). */
  resetPeak: () => void;
  /** Resolves with the exit code once it ends, sampling stopped. */
  exited: Promise<number>;
};

export function startMeasured(args: string[], o: { cwd: string; env: NodeJS.ProcessEnv }): Measured {
  const child = spawn(process.execPath, args, { cwd: o.cwd, env: o.env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  let peak = 0;
  const timer = setInterval(() => {
    if (child.pid) peak = Math.max(peak, sampleTree(child.pid).rss);
  }, 100);
  const exited = new Promise<number>((resolve) =>
    child.on('exit', (code, signal) => {
      clearInterval(timer);
      resolve(code ?? (signal ? 128 : 1));
    }),
  );
  return { child, output: () => output, peak: () => peak, resetPeak: () => (peak = 0), exited };
}

/** Runs a process to its end: exit code, wall seconds, peak memory of its tree (bytes), output. */
export async function runMeasured(
  args: string[],
  o: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<{ code: number; seconds: number; peak: number; output: string }> {
  const started = performance.now();
  const run = startMeasured(args, o);
  const code = await run.exited;
  return { code, seconds: (performance.now() - started) / 1000, peak: run.peak(), output: run.output() };
}

/**
 * Resolves once the process tree of `pid` has used under `share` of one core for `quietSeconds`
 * in a row (a server done warming up), or after `maxSeconds`; the seconds waited.
 */
export async function waitForQuiet(pid: number, o: { quietSeconds: number; maxSeconds: number; share: number }): Promise<number> {
  const started = performance.now();
  const ticksPerSecond = 100;
  let last = sampleTree(pid).cpuTicks;
  let quietFor = 0;
  while ((performance.now() - started) / 1000 < o.maxSeconds) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = sampleTree(pid).cpuTicks;
    const used = (now - last) / ticksPerSecond / 0.5;
    last = now;
    quietFor = used < o.share ? quietFor + 0.5 : 0;
    if (quietFor >= o.quietSeconds) break;
  }
  return (performance.now() - started) / 1000;
}
