/**
 * npm run build [-- --dealer <slug>]… [-- --stage] [-- --full] [-- --trigger stock] [-- --concurrency N]
 * Validates every dealer, pulls its stock through the stock index and builds one static site per
 * dealer into builds/<slug>/<buildId>/ — re-rendering only the pages whose inputs changed since
 * the previous build — then makes it live at dist/<slug> (unless --stage, or --trigger stock for a
 * dealer whose config holds stock builds in staging). FORECOURT_WORK_DIR moves builds/, dist/ and .cache/.
 */
import { parseArgs } from 'node:util';
import os from 'node:os';
import { buildDealers } from '../src/engine/build/build-dealers.ts';
import { useLeanHeap } from '../src/engine/build/lean-heap.ts';

useLeanHeap();

const { values } = parseArgs({
  options: {
    dealer: { type: 'string', multiple: true },
    stage: { type: 'boolean', default: false },
    full: { type: 'boolean', default: false },
    trigger: { type: 'string', default: 'manual' },
    concurrency: { type: 'string' },
  },
});

const summary = await buildDealers({
  only: values.dealer ?? [],
  stage: values.stage ?? false,
  full: values.full ?? false,
  trigger: values.trigger ?? 'manual',
  concurrency: values.concurrency ? Number(values.concurrency) : Math.max(1, os.availableParallelism()),
  log: (line) => console.log(line),
});

process.exitCode = summary.failed.length > 0 ? 1 : 0;
