/**
 * npm run bench:leads — the lead API under load on each store engine: 64 clients on loopback post
 * leads for 20 s to a sample dealer through the site server `npm start` runs (same middleware,
 * same durability), on the embedded store and on a throwaway PostgreSQL cluster; prints accepted
 * leads/s, p50 and p99 latency, non-201 answers, the leads lost (answered 201, not in the store
 * afterwards) and the store's own createLead rate. Exits 1 when a lead was lost.
 * Options: --seconds <n> (20), --clients <n> (64), --engine sqlite|postgres (both), --dealer <slug> (harbour-mazda).
 */
import { fileURLToPath } from 'node:url';
import { runLeadBench } from '../src/dev/bench/lead-bench.ts';
import { serveForLeadBench } from '../src/dev/bench/lead-bench-server.ts';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
};

if (process.argv.includes('--serve')) {
  await serveForLeadBench();
} else {
  const engine = arg('engine', 'both');
  const safe = await runLeadBench({
    serverCommand: [process.execPath, fileURLToPath(import.meta.url), '--serve'],
    dealer: arg('dealer', 'harbour-mazda'),
    clients: Number(arg('clients', '64')),
    seconds: Number(arg('seconds', '20')),
    ceilingSeconds: 5,
    engines: engine === 'both' ? ['sqlite', 'postgres'] : [engine as 'sqlite' | 'postgres'],
    log: (line) => console.log(line),
  });
  process.exitCode = safe ? 0 : 1;
}
