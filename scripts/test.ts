/**
 * npm test: the static checks (`npm run check`'s two lanes) and the unit suite side by side, then,
 * if all passed, the journeys. Neither filled CI's two cores alone — the type check is one process,
 * the unit suite used 1.35 cores — and one after the other they took 52 s and 72 s of a fresh-clone
 * run. Each lane's output is printed whole when it ends (docs/testing.md).
 */
import { spawnSync } from 'node:child_process';
import { CHECK_LANES, runLanes } from './lanes.ts';

if (!(await runLanes([...CHECK_LANES, { name: 'unit', steps: ['npm run -s test:unit'] }]))) process.exit(1);
process.exit(spawnSync('npm', ['run', '-s', 'test:e2e'], { stdio: 'inherit' }).status ?? 1);
