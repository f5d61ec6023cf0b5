import type { Location } from '../../lib/content/location-schema.ts';
import type { Dealer } from '../../lib/dealer/load-dealer.ts';
import { appointmentDays, type AppointmentDay } from '../../lib/test-drive/appointment-slots.ts';
import { salesHoursOf, salesLocationOf } from '../../lib/test-drive/sales-location.ts';
import { zonedTime } from '../../lib/hours/zoned-time.ts';
import type { StoreDatabase } from '../store/open-database.ts';
import type { StockCars } from './stock-cars.ts';

/** The open test-drive slots of one car. */
type Availability = { location: Location; days: AppointmentDay[] };

type SlotDealer = Pick<Dealer, 'slug' | 'config' | 'locations' | 'specialHours'>;

/** Test-drive availability: the car's sales location's hours, minus the slots booked for the car in the lead store. */
export type TestDriveSlots = {
  /** null when the dealer's stock has no such car to drive, or no sales location. */
  availability(dealer: SlotDealer, carId: string, options?: { bookedToo?: boolean }): Promise<Availability | null>;
};

/** The slots booked for a car from `fromDate` (YYYY-MM-DD) on. */
async function bookedSlots(database: StoreDatabase, dealer: string, carId: string, fromDate: string): Promise<Set<string>> {
  const rows = await database.query((db) =>
    db
      .selectFrom('test_drive_bookings')
      .select('date_time')
      .where('dealership_slug', '=', dealer)
      .where('car_id', '=', carId)
      .where('date_time', '>=', fromDate)
      .execute(),
  );
  return new Set(rows.map((row) => row.date_time));
}

export function testDriveSlots(cars: StockCars, database: () => StoreDatabase, clock: () => Date = () => new Date()): TestDriveSlots {
  return {
    async availability(dealer, carId, options = {}) {
      const place = await cars.placeOf(dealer, carId);
      const location = place ? salesLocationOf(place, dealer.locations) : null;
      if (!location) return null;
      const now = clock();
      const { test_drive: rules, timezone } = dealer.config;
      // Checking a lead's slot leaves bookings to the store's unique key (an Idempotency-Key retry finds its own booking).
      const taken = options.bookedToo === false ? new Set<string>() : await bookedSlots(database(), dealer.slug, carId, zonedTime(now, timezone).date);
      return { location, days: appointmentDays(salesHoursOf(location, dealer.specialHours), rules, now, timezone, taken) };
    },
  };
}
