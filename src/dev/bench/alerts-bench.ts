import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { carDocument, type ChangedCar } from '../../lib/alerts/alert-matches.ts';
import { sampleCars } from '../../lib/listing/fixtures/sample-cars.ts';
import { seededRandom } from '../../lib/listing/listing-grid.ts';
import { createServerContext } from '../../server/context/server-context.ts';
import { serverFeatures, type ServerFeatures } from '../../server/server-features.ts';

const DEALER = 'harbour-mazda';
const MODELS: Record<string, string[]> = {
  Toyota: ['Corolla', 'HiLux'],
  Mazda: ['CX-5'],
  'Mercedes-Benz': ['C300'],
  'Isuzu UTE': ['D-MAX'],
  Kia: ['Sportage'],
  Škoda: ['Octavia'],
};
const MAKES = Object.keys(MODELS);
const WORDS = ['gt-line', 'sr5', 'maxx', 'x-terrain', 'rs'];
const TYPES = ['new', 'used', 'demo'];

/**
 * A shopper's saved search as the listing's share link writes it: nearly always a make, often a
 * model, a car type and a price band, sometimes a word of text (the sample stock's makes and models).
 */
function searchState(rnd: () => number): string {
  const params = new URLSearchParams();
  if (rnd() < 0.95) {
    const make = MAKES[Math.floor(rnd() * MAKES.length)]!;
    params.set('refinementList[make][0]', make);
    const models = MODELS[make]!;
    if (rnd() < 0.4) params.set('refinementList[model][0]', models[Math.floor(rnd() * models.length)]!);
  }
  if (rnd() < 0.5) params.set('refinementList[car_type][0]', TYPES[Math.floor(rnd() * TYPES.length)]!);
  if (rnd() < 0.8) {
    const max = 15_000 + Math.floor(rnd() * 18) * 5_000;
    params.set('range[price]', rnd() < 0.4 ? `${max - 10_000}:${max}` : `:${max}`);
  }
  if (rnd() < 0.05) params.set('query', WORDS[Math.floor(rnd() * WORDS.length)]!);
  return `?${params.toString()}`;
}

/**
 * Saves `searches` searches by SMS, 20 per shopper (2,500 shoppers for 50,000), through the alert
 * store's `create` as the API saves them, 250 shoppers at a time; each shopper also watches one of
 * `watched`. Returns the number of shoppers.
 */
export async function saveSearches(
  features: ServerFeatures,
  dealer: string,
  o: { searches: number; watched: readonly string[]; rnd: () => number },
): Promise<number> {
  const { alerts, accounts } = features;
  const shoppers = Math.ceil(o.searches / 20);
  for (let s = 0; s < shoppers; s += 250) {
    await Promise.all(
      Array.from({ length: Math.min(250, shoppers - s) }, async (_, k) => {
        const phone = `04${String(10_000_000 + s + k).padStart(8, '0')}`;
        for (let n = 0; n < 20 && (s + k) * 20 + n < o.searches; n++)
          await alerts.searches().create(dealer, phone, { name: `Search ${n}`, urlState: searchState(o.rnd), channel: 'sms', email: null }, 20);
        await accounts.watchlist().save(dealer, phone, o.watched[Math.floor(o.rnd() * o.watched.length)]!);
      }),
    );
  }
  return shoppers;
}

const ms = (start: number) => `${(performance.now() - start).toFixed(1)} ms`;

/**
 * bench:alerts — 50,000 saved searches (2,500 shoppers × 20, saved through the store's create) and
 * 20,000 sample cars; the matching time of a 1-car and a 500-car change (250 added, 250 repriced)
 * through the alert service's matcher, and the time to queue the messages it makes.
 */
export async function runAlertsBench(o: { cars: number; searches: number; log: (line: string) => void }): Promise<void> {
  const { log } = o;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-bench-alerts-'));
  const root = path.resolve(import.meta.dirname, '../../..');
  const context = createServerContext({
    cwd: root,
    env: { FORECOURT_DATA_DIR: dataDir, FORECOURT_ALERTS_SECRET: 'bench' },
    // Messages are queued and handed to a provider that keeps nothing: the bench times matching and queuing.
    providers: { sms: () => ({ name: 'bench', send: async () => {} }) },
  });
  const features = serverFeatures(context);
  const { alerts } = features;
  try {
    const rnd = seededRandom(42);
    const cars = sampleCars(o.cars).map(carDocument);
    let started = performance.now();
    const shoppers = await saveSearches(features, DEALER, { searches: o.searches, watched: cars.map((car) => car.id), rnd });
    log(`saved ${o.searches.toLocaleString('en')} searches for ${shoppers.toLocaleString('en')} shoppers through the store in ${ms(started)}`);

    const drop = (car: (typeof cars)[number]): ChangedCar => ({
      id: car.id,
      before: car,
      after: { ...car, price: Math.round(Number(car['price'] ?? 0) * 0.9) },
    });
    const added = sampleCars(250, 99).map((car) => carDocument({ ...car, id: `new-${car.id}`, slug: `new-${car.slug}` }));
    const warm = await alerts.matchChanges(DEALER, [drop(cars[0]!)]);
    log(`first change (loads the ${o.searches.toLocaleString('en')} live searches and builds the index): ${warm.matchMs.toFixed(1)} ms`);

    for (const [label, change] of [
      ['1-car change', [{ id: added[0]!.id, before: null, after: added[0]! } satisfies ChangedCar]],
      ['500-car change', [...added.slice(1).map((car): ChangedCar => ({ id: car.id, before: null, after: car })), ...cars.slice(1, 252).map(drop)]],
    ] as const) {
      // Matching alone, five times (the machine is shared: the median, with the spread): from the change to each shopper's message.
      const runs: { wall: number; cpu: number }[] = [];
      let planned = { envelopes: [] as unknown[], matches: 0, matchMs: 0 };
      for (let run = 0; run < 5; run++) {
        const cpu = process.cpuUsage();
        planned = await alerts.messagesFor(DEALER, change);
        const used = process.cpuUsage(cpu);
        runs.push({ wall: planned.matchMs, cpu: (used.user + used.system) / 1000 });
      }
      const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
      const walls = runs.map((r) => r.wall);
      log(
        `${label} against ${o.searches.toLocaleString('en')} searches over ${o.cars.toLocaleString('en')} cars: matching ${median(walls).toFixed(1)} ms median ` +
          `(${Math.min(...walls).toFixed(1)}–${Math.max(...walls).toFixed(1)} ms over 5 runs; ${median(runs.map((r) => r.cpu)).toFixed(1)} ms CPU), ` +
          `${planned.matches.toLocaleString('en')} search-car matches in ${planned.envelopes.length.toLocaleString('en')} messages`,
      );
      started = performance.now();
      const report = await alerts.matchChanges(DEALER, change);
      log(
        `  matching and queuing them once (one transaction): ${ms(started)}; ${report.queued} queued, ${report.capped} over the daily cap, ${report.duplicate} told before`,
      );
    }
  } finally {
    await alerts
      .sender()
      .sendDue()
      .catch(() => undefined);
    await context.store.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
