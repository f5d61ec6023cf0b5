import { z } from 'zod';

/** Where the test-drive forms ask for a car's open slots (rule: leads.test-drive-slots; the path is ours). */
export const APPOINTMENT_AVAILABILITY_PATH = '/api/appointment-availability';

const SlotSchema = z.object({ dateTime: z.string(), label: z.string() });

/** The answer of `GET /api/appointment-availability?car_id=`: one car's open slots at its sales location, in the dealer's time zone. */
export const AvailabilityAnswerSchema = z.object({
  car_id: z.string(),
  location: z.object({ id: z.number(), name: z.string(), slug: z.string() }),
  time_zone: z.string(),
  slot_minutes: z.number(),
  days: z.array(z.object({ date: z.string(), label: z.string(), slots: z.array(SlotSchema) })),
});

export type AvailabilityAnswer = z.infer<typeof AvailabilityAnswerSchema>;
