import { spawn } from 'node:child_process';

/** Commands run one after another; lanes run side by side. */
export type Lane = { name: string; steps: string[] };

/** The static checks of `npm run check`: the type check (astro check) in one lane, the lints in another. */
export const CHECK_LANES: Lane[] = [
  { name: 'types', steps: ['npm run -s check:types'] },
  { name: 'lints', steps: ['npm run -s lint:imports', 'npm run -s lint:dead', 'npm run -s lint:rules', 'npm run -s format:check'] },
];

function run(command: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, env: { FORCE_COLOR: '1', ...process.env } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

async function runLane(lane: Lane): Promise<boolean> {
  const started = performance.now();
  for (const step of lane.steps) {
    const { code, output } = await run(step);
    process.stdout.write(`\n── ${lane.name}: ${step} ${code === 0 ? 'passed' : `failed (exit ${code})`}\n${output}`);
    if (code !== 0) return false;
  }
  console.log(`── ${lane.name} lane: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

/**
 * Runs the lanes side by side, each step's output printed whole when it ends (with the lane's time
 * once the lane ends); true when every step of every lane passed. A lane stops at its first failure.
 */
export async function runLanes(lanes: readonly Lane[]): Promise<boolean> {
  return !(await Promise.all(lanes.map(runLane))).includes(false);
}
