import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadDealer } from '../../lib/dealer/load-dealer.ts';
import { FIELD } from '../../lib/leads/form-fields.ts';
import { newLead, sampleCar, sampleDealer } from '../leads/fixtures/form-leads.ts';
import { createLeadStore, SlotTakenError, type LeadStore } from '../leads/lead-store.ts';
import { openDatabase, type StoreDatabase } from '../store/open-database.ts';
import { testEngines } from '../store/testing/test-databases.ts';
import { HARBOUR } from './testing/harbour-stock.ts';
import { testDriveSlots } from './test-drive-slots.ts';

const harbour = loadDealer('harbour-mazda');
// Monday 2 March 2026, 9:00 in Sydney (UTC+11): harbour's sales location opens 8:30 to 17:30 on weekdays.
const NOW = new Date('2026-03-01T22:00:00Z');
const harbourLeads = sampleDealer();
/** A test drive of `carId` at `slot` as the island sends it (from `email`), with the slot the lead route books. */
const testDrive = (carId: string, slot: string, { email, ...over }: Omit<NonNullable<Parameters<typeof newLead>[0]>, 'values'> & { email?: string } = {}) => ({
  ...newLead({
    entry: 'test-drive',
    car: sampleCar(harbourLeads, { id: carId }),
    values: { [FIELD.dateTime]: slot, ...(email ? { [FIELD.email]: email } : {}) },
    ...over,
  }),
  testDriveSlot: slot,
});

describe.each(testEngines())('test-drive bookings on $name', (engine) => {
  describe.skipIf(engine.skipped !== null)(engine.skipped ?? 'bookings', () => {
    const opened: StoreDatabase[] = [];
    let open: () => { database: StoreDatabase; store: LeadStore };
    beforeEach(async () => {
      const location = await engine.fresh();
      open = () => {
        const database = openDatabase(location);
        opened.push(database);
        return { database, store: createLeadStore(database, { clock: () => NOW }) };
      };
    });
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((database) => database.close()));
    });
    afterAll(() => engine.cleanup());

    it('books a slot with its lead, after which the slot is no longer offered for that car', async () => {
      const { database, store } = open();
      const slots = testDriveSlots(
        { placeOf: async () => ({ location_id: HARBOUR.locationId }) },
        () => database,
        () => NOW,
      );
      const before = await slots.availability(harbour, 'C1');
      const first = before!.days[0]!.slots[0]!.dateTime;
      expect(first).toBe('2026-03-02T10:00');
      const { lead, created } = await store.createLead(testDrive('C1', first), ['email']);
      expect(created).toBe(true);
      const after = await slots.availability(harbour, 'C1');
      expect(after!.days[0]!.slots[0]!.dateTime).toBe('2026-03-02T10:30');
      // Another car keeps the slot; checking a lead's own slot ignores bookings (the store's key decides).
      expect((await slots.availability(harbour, 'C2'))!.days[0]!.slots[0]!.dateTime).toBe(first);
      expect((await slots.availability(harbour, 'C1', { bookedToo: false }))!.days[0]!.slots[0]!.dateTime).toBe(first);
      // The booking goes with its lead.
      expect(await store.getLead(lead.leadId)).toMatchObject({ carId: 'C1' });
    });

    it('refuses a second booking of the same slot and stores nothing of that lead', async () => {
      const { store } = open();
      await store.createLead(testDrive('C1', '2026-03-03T09:00', { email: 'first@example.com' }), ['email']);
      await expect(store.createLead(testDrive('C1', '2026-03-03T09:00', { email: 'second@example.com' }), ['email'])).rejects.toBeInstanceOf(SlotTakenError);
      expect((await store.listLeads()).map((l) => l.email)).toEqual(['first@example.com']);
      expect(await store.claimDue({ limit: 10 })).toHaveLength(1);
      // The same time for another car, or at another dealer, is free; spam books nothing.
      await store.createLead(testDrive('C2', '2026-03-03T09:00'), []);
      await store.createLead(testDrive('C1', '2026-03-03T09:00', { dealershipSlug: 'other' }), []);
      await store.createLead(testDrive('C3', '2026-03-03T09:00', { spam: true }), []);
      await store.createLead(testDrive('C3', '2026-03-03T09:00'), []);
    });

    it('answers a retry under the same Idempotency-Key with the first lead, not as a taken slot', async () => {
      const { store } = open();
      const first = await store.createLead(testDrive('C1', '2026-03-03T09:00', { idempotencyKey: 'k1' }), []);
      expect(await store.createLead(testDrive('C1', '2026-03-03T09:00', { idempotencyKey: 'k1' }), [])).toEqual({ lead: first.lead, created: false });
    });

    it('books a slot once when many shoppers ask for it at the same moment, through several connections', async () => {
      const stores = [open().store, open().store, open().store];
      const results = await Promise.allSettled(
        stores.flatMap((store, s) =>
          [0, 1, 2].map((i) => store.createLead(testDrive('C1', '2026-03-04T11:00', { email: `s${s}-${i}@example.com` }), ['email'])),
        ),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(results.filter((r) => r.status === 'rejected').every((r) => (r as PromiseRejectedResult).reason instanceof SlotTakenError)).toBe(true);
      expect(await stores[0]!.listLeads()).toHaveLength(1);
    });
  });
});
