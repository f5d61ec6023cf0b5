/**
 * npm run bench:console — the dealer console's leads inbox: the time from a lead's 201 to the inbox
 * API listing it and to its new-lead alert being handed to the SMS provider (median, p99), then with
 * 50,000 leads in the store the inbox API's p95 for its first page and filters, and the time until
 * Chromium shows the list. Builds harbour-mazda into a work dir of its own first (kept for the next run).
 * Options: --leads <n> (200), --stored <n> (50000), --work <dir> (.cache/bench-console).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { runConsoleBench } from '../src/dev/bench/console-bench.ts';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
};

const work = path.resolve(arg('work', path.join('.cache', 'bench-console')));
if (!fs.existsSync(path.join(work, 'dist', 'harbour-mazda'))) {
  console.log(`Building harbour-mazda into ${work} …`);
  const built = spawnSync(process.execPath, ['scripts/build.ts', '--dealer', 'harbour-mazda'], {
    stdio: 'inherit',
    env: { ...process.env, FORECOURT_WORK_DIR: work },
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
await runConsoleBench({ work, leads: Number(arg('leads', '200')), stored: Number(arg('stored', '50000')), log: (line) => console.log(line) });
