/**
 * Where the test time went: each suite's wall time and the ten slowest test files of all suites
 * together, read from the test-results/<suite>-durations.json files the vitest runs leave
 * (tests/setup/file-durations-reporter.ts). `.ci/run` prints it at the end; run it after any
 * `npm run test:unit` or `npm run test:e2e` too.
 *
 *   npm run test:timings [-- --top N] [-- --npm-test-seconds S]
 *
 * Given the wall time of a whole `npm test`, it prints what the journeys leave of it as well: the
 * check and the unit suite side by side (scripts/test.ts), with npm's own start-ups.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { SuiteDurations } from '../tests/setup/file-durations-reporter.ts';

const { values } = parseArgs({ options: { top: { type: 'string', default: '10' }, 'npm-test-seconds': { type: 'string' } } });
const top = Number(values.top);
/** The order npm test runs them in. */
const SUITE_ORDER = ['unit', 'journeys'];
const dir = path.join(process.cwd(), 'test-results');
const runs: SuiteDurations[] = fs.existsSync(dir)
  ? fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('-durations.json'))
      .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as SuiteDurations)
      .sort((a, b) => SUITE_ORDER.indexOf(a.suite) - SUITE_ORDER.indexOf(b.suite))
  : [];

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(9);
if (runs.length === 0) {
  console.log('No test durations recorded yet (test-results/*-durations.json).');
} else {
  console.log('Wall times');
  const whole = Number(values['npm-test-seconds'] ?? 0) * 1000;
  // npm test runs the check beside the unit suite, then the journeys: what is not the journeys is both.
  const journeys = runs.find((run) => run.suite === 'journeys')?.wallMs ?? 0;
  if (whole > 0) console.log(`  ${'check+unit'.padEnd(10)}${seconds(whole - journeys)}  (side by side, with npm's start-ups)`);
  for (const run of runs) console.log(`  ${run.suite.padEnd(10)}${seconds(run.wallMs)}  (${run.files.length} files)`);
  const files = runs.flatMap((run) => run.files.map((f) => ({ ...f, suite: run.suite }))).sort((a, b) => b.ms - a.ms);
  console.log(`The ${Math.min(top, files.length)} slowest test files (import, hooks and tests)`);
  for (const f of files.slice(0, top)) console.log(`  ${seconds(f.ms)}  ${f.suite.padEnd(9)} ${f.file}${f.state === 'passed' ? '' : ` (${f.state})`}`);
}
