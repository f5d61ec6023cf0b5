/**
 * npm run bench:publish [-- --cars 20000]
 * A dealer of that many cars built and published in full to a local S3 server (files, bytes, wall
 * seconds, PUT requests), then two price changes through the stock webhook to a running server (the
 * first since it started, then the next), each timed to the last purge call (target ≤ 3 s), with
 * its PUT and purge counts.
 */
import { parseArgs } from 'node:util';
import { benchPublish } from '../src/dev/bench/publish-bench.ts';

const { values } = parseArgs({ options: { cars: { type: 'string', default: '20000' } } });
const size = Number(values.cars);
if (!Number.isInteger(size) || size <= 0) throw new Error('--cars takes a whole number of cars');
const r = await benchPublish(process.cwd(), size, (line) => console.log(`bench:publish: ${line}`));
console.log(`
| cars | full publish: files | MB | seconds | PUTs | price change → last purge (first since start) | of it publishing | PUTs | paths purged | purge calls |
|---|---|---|---|---|---|---|---|---|---|
| ${r.cars} | ${r.full.uploaded} | ${r.full.mb} | ${r.full.seconds} | ${r.full.puts} | ${r.change.seconds.toFixed(2)} s ${r.change.seconds <= 3 ? '(≤ 3 s: met)' : '(target ≤ 3 s: missed)'} (${r.first.seconds.toFixed(2)} s) | ${r.change.line.seconds} s (${r.first.line.seconds} s) | ${r.change.line.puts} | ${r.change.purgedPaths} | ${r.change.line.calls} |`);
