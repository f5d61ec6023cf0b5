/**
 * npm run build [-- --dealer <slug>] [-- --stage]
 * Validates every dealer, pulls its stock through the stock index and builds one static site per
 * dealer into builds/<slug>/<buildId>/, then makes it live at dist/<slug> (unless --stage).
 */
import { parseArgs } from 'node:util';
import os from 'node:os';
import { buildDealers } from './lib/build-dealers.ts';

const { values } = parseArgs({
  options: {
    dealer: { type: 'string', multiple: true },
    stage: { type: 'boolean', default: false },
    concurrency: { type: 'string' },
  },
});

const summary = await buildDealers({
  only: values.dealer ?? [],
  stage: values.stage ?? false,
  concurrency: values.concurrency ? Number(values.concurrency) : Math.max(1, os.availableParallelism()),
  log: (line) => console.log(line),
});

process.exitCode = summary.failed.length > 0 ? 1 : 0;
