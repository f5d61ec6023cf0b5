import type { ServerContext } from '../context/server-context.ts';
import { Hono } from 'hono';
import { z } from 'zod';
import { fieldErrorsOf } from '../../lib/field-errors.ts';
import { STRINGS } from '../../lib/strings.ts';
import type { AvailabilityAnswer } from '../../lib/test-drive/availability-answer.ts';
import { json, methodNotAllowed, problem } from '../http/respond.ts';
import type { ServerEnv } from '../server-env.ts';
import type { TestDriveSlots } from './test-drive-slots.ts';

const CAR_ID = /^[A-Za-z0-9_-]{1,64}$/;

const QuerySchema = z.object({
  car_id: z.string({ error: STRINGS.fieldRequired }).regex(CAR_ID, { error: STRINGS.testDriveUnknownCar }),
  from: z.iso.date({ error: STRINGS.testDriveBadDate }).optional(),
});

/**
 * GET /api/appointment-availability?car_id={id}[&from=YYYY-MM-DD] on every dealer site: the car's
 * open test-drive slots, `{car_id, location: {id, name, slug}, time_zone, slot_minutes, days:
 * [{date, label, slots: [{dateTime, label}]}]}`, dates and times in the dealer's time zone, days
 * before `from` left out. 422 with `fields` for a malformed query, 404 with `fields.car_id` for a
 * car the dealer's stock has not got (or has sold).
 */
export function availabilityRoutes(context: Pick<ServerContext, 'dealers'>, slots: TestDriveSlots): Hono<ServerEnv> {
  return new Hono<ServerEnv>()
    .get('/', async (c) => {
      const entry = context.dealers.dealer(c.env.dealerSlug);
      if (!entry) return problem('unknown_dealer', { message: 'This site takes no test drives.' });
      const query = QuerySchema.safeParse(c.req.query());
      if (!query.success) return problem('invalid', { fields: fieldErrorsOf(query.error) });
      const { car_id: carId, from } = query.data;
      const found = await slots.availability(entry.dealer, carId);
      if (!found) return problem('unknown_car', { message: STRINGS.testDriveUnknownCar, fields: { car_id: [STRINGS.testDriveUnknownCar] } });
      const { location, days } = found;
      const answer: AvailabilityAnswer = {
        car_id: carId,
        location: { id: location.id, name: location.name, slug: location.slug },
        time_zone: entry.dealer.config.timezone,
        slot_minutes: entry.dealer.config.test_drive.slot_minutes,
        days: from === undefined ? days : days.filter((day) => day.date >= from),
      };
      return json(answer);
    })
    .all('/', () => methodNotAllowed('GET'));
}
