import { z } from 'zod';
import { IsoDateSchema, TimeOfDaySchema } from '../schema/fields.ts';

/** A holiday or one-off opening for one location's department on one date ('Today' when it is the current date). */
export const SpecialHoursSchema = z
  .strictObject({
    status: z.enum(['Open', 'Closed']),
    date: IsoDateSchema,
    start_hour: TimeOfDaySchema.nullable(),
    end_hour: TimeOfDaySchema.nullable(),
    department: z.enum(['sales', 'service', 'parts']),
    /** Must name a location in the dealer's locations.json. */
    location_name: z.string().min(1),
  })
  .refine((s) => s.status === 'Closed' || (s.start_hour !== null && s.end_hour !== null && s.start_hour < s.end_hour), {
    error: 'an Open entry needs start_hour before end_hour',
  });

export const SpecialHoursFileSchema = z.array(SpecialHoursSchema);

export type SpecialHours = z.infer<typeof SpecialHoursSchema>;
