/**
 * npm run bench:alerts — shopper alerts' matching: 50,000 saved searches saved through the store and
 * 20,000 sample cars; prints the matching time of a 1-car and a 500-car change (docs/alerts.md).
 * Options: --cars <n> (20000), --searches <n> (50000).
 */
import { runAlertsBench } from '../src/dev/bench/alerts-bench.ts';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
};

await runAlertsBench({ cars: Number(arg('cars', '20000')), searches: Number(arg('searches', '50000')), log: (line) => console.log(line) });
