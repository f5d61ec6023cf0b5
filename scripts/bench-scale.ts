/**
 * npm run bench:scale [-- --sizes 3000,9000,20000] [-- --changes 2] [-- --keep]
 * For each size, a new dealer of that many cars (sample records re-homed) in a throwaway work dir:
 * its full build (wall seconds, pages/s, peak memory of the process tree), then price changes through
 * `npm run stock -- apply` against a running `npm start` (until the served page shows the new price),
 * with no server running (the command rebuilds by itself), and once as CI builds it (CI-cold: a fresh
 * `npm run build` on a restored build cache, src/dev/bench/ci-cold.ts).
 *
 * npm run bench:scale -- --dealers 100 [-- --cars 200]
 * A group of that many dealers of about --cars cars each on one server (at most
 * FORECOURT_WARM_RENDERERS warm render processes): the server's peak memory, and the live time of a
 * change to a dealer with a warm process and to one without.
 */
import { parseArgs } from 'node:util';
import { benchScale, formatScaleTable, type ScaleRow } from '../src/dev/bench/scale-bench.ts';
import { benchGroup, formatGroupTable } from '../src/dev/bench/group-bench.ts';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', multiple: true, default: ['3000,9000,20000'] },
    changes: { type: 'string', default: '2' },
    keep: { type: 'boolean', default: false },
    dealers: { type: 'string' },
    cars: { type: 'string', default: '200' },
  },
});
const log = (line: string) => console.log(line);

if (values.dealers !== undefined) {
  const dealers = Number(values.dealers);
  const cars = Number(values.cars);
  if (!Number.isInteger(dealers) || dealers < 2 || !Number.isInteger(cars) || cars <= 0)
    throw new Error('--dealers takes a whole number of dealers (2 or more), --cars a whole number of cars per dealer');
  console.log(`bench:scale: ${dealers} dealers of ${cars} cars…`);
  const row = await benchGroup(process.cwd(), dealers, cars, { keep: values.keep, log });
  console.log(`\n${formatGroupTable(row)}`);
} else {
  const sizes = values.sizes.flatMap((s) => s.split(',')).map(Number);
  if (sizes.some((n) => !Number.isInteger(n) || n <= 0)) throw new Error(`--sizes takes whole numbers of cars, e.g. 3000,9000`);
  const rows: ScaleRow[] = [];
  for (const size of sizes) {
    console.log(`bench:scale: ${size} cars…`);
    rows.push(await benchScale(process.cwd(), size, { changes: Number(values.changes), keep: values.keep, log }));
  }
  console.log(`\n${formatScaleTable(rows)}`);
}
