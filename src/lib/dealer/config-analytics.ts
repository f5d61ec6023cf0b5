import { z } from 'zod';
import { featureSwitch } from '../schema/fields.ts';

const TagManagerSchema = z.strictObject({
  gtm_container_id: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,12}$/, { error: 'expected a Google Tag Manager container id such as GTM-ABC1234' })
    .describe(
      "The dealer's Google Tag Manager container; every page loads it and starts `window.dataLayer`, where stored leads and page actions push their events.",
    ),
});

/** The dealer's own analytics: off (no tag manager, no dataLayer) or its tag manager container. */
export const AnalyticsConfigSchema = featureSwitch(TagManagerSchema);

export type AnalyticsConfig = z.output<typeof AnalyticsConfigSchema>;
