import { useEffect, useId, useState } from 'react';
import type { LeadFormSettings } from '../../lib/leads/form-settings.ts';
import { zonedTime } from '../../lib/hours/zoned-time.ts';
import { STRINGS } from '../../lib/strings.ts';
import LeadForm from '../forms/LeadForm.tsx';
import { useLeadForm } from '../forms/use-lead-form.ts';
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
  const formId = `service${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const form = useLeadForm({ entry: 'service-booking', settings, car: null });
  const [today, setToday] = useState<string | null>(null);
  const { timeZone } = settings.service;
  useEffect(() => setToday(zonedTime(new Date(), timeZone).date), [timeZone]);
  return (
    <LeadForm
      formId={formId}
      entry={form.entry}
      definition={form.definition}
      settings={settings}
      state={form.state}
      car={null}
      onChange={form.onChange}
      onSubmit={form.onSubmit}
      onBack={form.onBack}
      summaryRef={form.summaryRef}
      honeypotRef={form.honeypotRef}
      today={today}
      stepIncomplete={STRINGS.serviceStepIncomplete}
    />
  );
}

export default reactIsland(ServiceBookingIsland);
