import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeFeedRecord } from '../../lib/inventory/fixtures/car.ts';
import { openStockIndex } from '../../lib/search/open-index.ts';
import { embeddedPayment } from '../../server/payments/embedded-payment.ts';
import { indexAvailability } from '../../server/reservations/car-availability.ts';
import { reserveHarness, type ReserveHarness } from '../../server/reservations/testing/reserve-harness.ts';
import { RebuildQueue, type RebuildJob } from './rebuild-queue.ts';
import { availabilityRebuilds } from './rebuild-service.ts';

const dirs: string[] = [];
let h: ReserveHarness | null = null;
afterEach(async () => {
  await h?.close();
  h = null;
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('rebuilds for holds', () => {
  it('rebuilds the dealer once for eight shoppers reserving eight cars within the window, every car shown reserved', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-hold-rebuilds-'));
    dirs.push(dir);
    const index = openStockIndex({ env: {}, dir });
    const ids = Array.from({ length: 8 }, (_, i) => 4100 + i);
    await index.addDocuments(ids.map((id) => makeFeedRecord({ id, slug: `car-${id}`, dealership_id: 401, payment_processors: ['stripe'] })));

    const jobs: RebuildJob[] = [];
    const queue = new RebuildQueue({
      builder: async (job) => (jobs.push(job), { ok: true, detail: 'built' }),
      debounceMs: 50,
      availabilityWindowMs: 2_000,
      log: () => {},
    });
    // As `npm start` wires it: the live index, its changes queued as availability events.
    h = reserveHarness(() => embeddedPayment, { availability: indexAvailability(index, availabilityRebuilds(queue)) });
    const shoppers: string[] = [];
    for (const i of ids.keys()) shoppers.push(await h.signIn(`04123000${String(i).padStart(2, '0')}`));
    const reserved = await Promise.all(ids.map((id, i) => h!.reserve(shoppers[i]!, String(id), {}, `203.0.113.${i}`)));
    expect(reserved.map((r) => r.status)).toEqual(ids.map(() => 201));
    expect(jobs).toHaveLength(0);
    while (jobs.length === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    await queue.idle();
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.slug).toBe('westside-used-cars');
    expect(jobs[0]!.triggers.flatMap((t) => t.carIds).sort()).toEqual(ids.map(String));
    const stored = await index.getDocuments({});
    expect(
      stored
        .filter((doc) => doc['reserved'] === true)
        .map((doc) => String(doc['id']))
        .sort(),
    ).toEqual(ids.map(String));
  });
});
