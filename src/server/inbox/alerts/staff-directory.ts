import type { StaffStore } from '../../console/staff-store.ts';
import { DEPARTMENTS, type Department } from '../../console/staff-model.ts';
import type { StoreDatabase } from '../../store/open-database.ts';
import { timeOrderedId } from '../../store/time-ordered-id.ts';
import type { AlertRecipient, StaffDirectory } from './alert-recipients.ts';

const departmentOf = (name: string | null): Department | null => ((DEPARTMENTS as readonly string[]).includes(name ?? '') ? (name as Department) : null);

/**
 * The console's staff as alerts read them: who covers a location and department (the staff
 * store's `staffFor`: a live role at the dealer whose locations include it, or every location,
 * and whose departments include it), each with the channels they chose and their browsers' push
 * subscriptions at that dealer (staff_push_subscriptions).
 */
export function staffDirectory(database: () => StoreDatabase, people: () => StaffStore, clock: () => Date = () => new Date()): StaffDirectory {
  return {
    async alertRecipients({ dealer, locationSlug, department }) {
      // A lead of no known department is the dealer's as a whole: everyone who covers its location.
      const covering = await people().staffFor(dealer, locationSlug, departmentOf(department));
      if (covering.length === 0) return [];
      const subscriptions = await database().query((db) =>
        db
          .selectFrom('staff_push_subscriptions')
          .select(['person_id', 'endpoint', 'p256dh', 'auth'])
          .where('dealership_slug', '=', dealer)
          .where(
            'person_id',
            'in',
            covering.map((m) => m.personId),
          )
          .execute(),
      );
      return covering.map((m): AlertRecipient => ({
        staffId: m.personId,
        phone: m.phone,
        channels: m.alertChannels,
        subscriptions: subscriptions.filter((s) => s.person_id === m.personId).map((s) => ({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } })),
      }));
    },

    async subscribe(personId, dealer, subscription) {
      const values = { person_id: personId, dealership_slug: dealer, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth };
      await database().transaction((trx) =>
        trx
          .insertInto('staff_push_subscriptions')
          .values({ subscription_id: timeOrderedId(), endpoint: subscription.endpoint, created_at: clock().toISOString(), ...values })
          .onConflict((c) => c.column('endpoint').doUpdateSet(values))
          .execute(),
      );
    },

    async dropSubscription(endpoint) {
      await database().transaction((trx) => trx.deleteFrom('staff_push_subscriptions').where('endpoint', '=', endpoint).execute());
    },
  };
}
