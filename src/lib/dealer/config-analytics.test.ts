import { describe, expect, it } from 'vitest';
import { AnalyticsConfigSchema } from './config-analytics.ts';
import { DEALER_DEFAULTS } from './dealer-config.ts';

describe('the analytics switch', () => {
  it('is off by default, and on with a tag manager container id', () => {
    expect(DEALER_DEFAULTS.analytics).toBe(false);
    expect(AnalyticsConfigSchema.parse({ gtm_container_id: 'GTM-HCM2026' })).toEqual({ gtm_container_id: 'GTM-HCM2026' });
  });

  it('refuses an id that is not a container id (it is written into every page) and unknown keys', () => {
    for (const id of ['', 'UA-1234', "GTM-X');alert(1)//", 'gtm-abcd']) expect(AnalyticsConfigSchema.safeParse({ gtm_container_id: id }).success).toBe(false);
    expect(AnalyticsConfigSchema.safeParse({ gtm_container_id: 'GTM-HCM2026', ga: 'G-1' }).success).toBe(false);
    expect(AnalyticsConfigSchema.safeParse(true).success).toBe(false);
  });
});
