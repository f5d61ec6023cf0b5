import { z } from 'zod';
import { featureSwitch, TimeOfDaySchema } from '../schema/fields.ts';

/** The channels a shopper may choose for a saved search's alerts. */
export const ALERT_CHANNELS = ['sms', 'email'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

const QuietHoursSchema = z.strictObject({
  start: TimeOfDaySchema.default('21:00').describe("When the quiet night begins, in the dealer's time zone (`timezone`)."),
  end: TimeOfDaySchema.default('08:00').describe('When it ends: SMS alerts held overnight are sent then.'),
});

/**
 * Shopper alerts (rule: accounts.shopper-alerts): saved searches and watched cars, told by SMS or
 * e-mail after the stock build that changed them. Needs sign-in (`authentication`).
 */
export const ShopperAlertsConfigSchema = z.strictObject({
  channels: z
    .array(z.enum(ALERT_CHANNELS))
    .min(1)
    .default(['sms', 'email'])
    .describe(
      "The channels a shopper may choose when saving a search (the save dialog's radio group, My garage's switch; a channel left out is not shown) and the API takes (another is 422). 'email' goes only to the shopper's alert address, sending nothing until they open the confirmation link e-mailed to it (POST /api/alerts/emails; docs/alerts.md); without 'email' that route is 404.",
    ),
  max_saved_searches: z.number().int().min(1).max(200).default(20).describe('Saved searches one shopper may keep on this site; one more is refused (409).'),
  max_messages_per_day: z
    .number()
    .int()
    .min(1)
    .max(50)
    .default(5)
    .describe('Alert messages one shopper is sent in 24 hours; matches past it are recorded but not sent.'),
  quiet_hours: featureSwitch(QuietHoursSchema)
    .prefault({})
    .describe(
      "No SMS alert between `start` and `end` in the dealer's time zone: one matched then is held until `end`; false sends at any hour. E-mail is never held.",
    ),
  watchlist: z
    .boolean()
    .default(true)
    .describe(
      'Tell a shopper with an alert channel (a saved search that is not paused) when a car on their watchlist drops in price, is reserved or sells; false leaves the watchlist silent.',
    ),
  similar_arrivals: z
    .boolean()
    .default(false)
    .describe(
      "Also tell a watcher (with `watchlist` on) when a stock change adds a car the car page's similar-cars rule picks for a car on their watchlist (rule: vehicle.similar-cars), linking both cars. Off by default: the issue makes it optional, it is the broadest alert (any make within the price window qualifies), and each such message counts against `max_messages_per_day`.",
    ),
});

export type ShopperAlertsConfig = z.output<typeof ShopperAlertsConfigSchema>;
