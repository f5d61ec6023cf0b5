/**
 * npm run check: the static checks in two lanes at once, one per core. `astro check` type-checks
 * every file of tsconfig's include (.astro, .ts and .tsx, tests and scripts too), so it is the
 * type check; the other lane runs the import rules, dead code, rule citations and formatting one
 * after another. Each lane's output is printed whole when it ends, with its time; the check fails
 * if either lane does.
 */
import { spawn } from 'node:child_process';

type Lane = { name: string; steps: string[] };

const LANES: Lane[] = [
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

const passed = await Promise.all(LANES.map(runLane));
if (passed.includes(false)) process.exit(1);
