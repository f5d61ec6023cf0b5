/**
 * npm run bench:alerts — shopper alerts (docs/alerts.md), 50,000 saved searches saved through the store:
 * the matching time of a 1-car and a 500-car change over 20,000 sample cars, then end to end: a scale
 * dealer of 20,000 cars built and served by npm start, and the time from a stock change through the
 * webhook to the first and last alert SMS handed to the SMS provider (including the rebuild).
 * Options: --cars <n> (20000), --searches <n> (50000), --changes <n> (3: end-to-end changes, the median
 * printed), --part matching|end-to-end|both (both).
 */
import { parseArgs } from 'node:util';
import { runAlertsBench } from '../src/dev/bench/alerts-bench.ts';
import { benchAlertsLive } from '../src/dev/bench/alerts-live-bench.ts';

const { values } = parseArgs({
  options: {
    cars: { type: 'string', default: '20000' },
    searches: { type: 'string', default: '50000' },
    changes: { type: 'string', default: '3' },
    part: { type: 'string', default: 'both' },
  },
});
const [cars, searches, changes] = [values.cars, values.searches, values.changes].map(Number) as [number, number, number];
for (const [name, n] of Object.entries({ cars, searches, changes })) if (!Number.isInteger(n) || n <= 0) throw new Error(`--${name} takes a whole number`);
if (!['matching', 'end-to-end', 'both'].includes(values.part)) throw new Error('--part takes matching, end-to-end or both');
const log = (line: string) => console.log(line);

if (values.part !== 'end-to-end') await runAlertsBench({ cars, searches, log });
if (values.part !== 'matching') {
  log(`End to end (npm start over a built dealer of ${cars.toLocaleString('en')} cars):`);
  await benchAlertsLive(process.cwd(), { cars, searches, changes, log: (line) => log(`  ${line}`) });
}
