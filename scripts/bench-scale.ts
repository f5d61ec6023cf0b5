/**
 * npm run bench:scale [-- --sizes 3000,9000,20000] [-- --changes 2] [-- --keep]
 * For each size, a new dealer of that many cars (sample records re-homed) in a throwaway work dir:
 * its full build (wall seconds, pages/s, peak memory of the process tree), then price changes through
 * `npm run stock -- apply` against a running `npm start` (until the served page shows the new price)
 * and with no server running (the command rebuilds by itself).
 */
import { parseArgs } from 'node:util';
import { benchScale, formatScaleTable, type ScaleRow } from '../src/dev/bench/scale-bench.ts';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', multiple: true, default: ['3000,9000,20000'] },
    changes: { type: 'string', default: '2' },
    keep: { type: 'boolean', default: false },
  },
});
const sizes = values.sizes.flatMap((s) => s.split(',')).map(Number);
if (sizes.some((n) => !Number.isInteger(n) || n <= 0)) throw new Error(`--sizes takes whole numbers of cars, e.g. 3000,9000`);

const rows: ScaleRow[] = [];
for (const size of sizes) {
  console.log(`bench:scale: ${size} cars…`);
  rows.push(await benchScale(process.cwd(), size, { changes: Number(values.changes), keep: values.keep, log: (l) => console.log(l) }));
}
console.log(`\n${formatScaleTable(rows)}`);
