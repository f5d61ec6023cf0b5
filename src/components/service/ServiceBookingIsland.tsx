import { useEffect, useState } from 'react';
import type { LeadFormSettings } from '../../lib/leads/form-settings.ts';
import { zonedTime } from '../../lib/hours/zoned-time.ts';
import { STRINGS } from '../../lib/strings.ts';
import LeadFormBlock from '../forms/LeadFormBlock.tsx';
import { reactIsland } from '../react-island.ts';

interface ServiceBookingIslandProps {
  /** The lead form settings with the service booking's rules. */
  settings: LeadFormSettings & { service: NonNullable<LeadFormSettings['service']> };
}

/**
 * The service booking form: its steps under the dealer's switches, each checked before the next
 * ('Please complete the form step before proceeding'), the preferred date offering only the days the
 * chosen location is open, counted from the dealer's today by the shopper's clock (no dates before
 * the island runs, so a page built days ago never offers a past day).
 */
function ServiceBookingIsland({ settings }: ServiceBookingIslandProps) {
  const [today, setToday] = useState<string | null>(null);
  const { timeZone } = settings.service;
  useEffect(() => setToday(zonedTime(new Date(), timeZone).date), [timeZone]);
  return <LeadFormBlock entry="service-booking" settings={settings} car={null} today={today} stepIncomplete={STRINGS.serviceStepIncomplete} />;
}

export default reactIsland(ServiceBookingIsland);
