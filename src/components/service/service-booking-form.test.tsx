import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Location } from '../../lib/content/location-schema.ts';
import { FIELD } from '../../lib/leads/form-fields.ts';
import { validateStep } from '../../lib/leads/form-schemas.ts';
import { leadFormSetup } from '../../lib/leads/form-setup.ts';
import { initialFormState, leadFormReducer, type LeadFormState } from '../../lib/leads/form-state.ts';
import { LEAD_ENTRIES } from '../../lib/leads/lead-entries.ts';
import { location, serviceFormSettings } from '../../lib/leads/testing/fixtures.ts';
import { STRINGS } from '../../lib/strings.ts';
import LeadForm from '../forms/LeadForm.tsx';
import { decode } from '../forms/testing/form-under-test.tsx';

const HOURS = [0, 1, 2, 3, 4, 5, 6].map((weekday) =>
  weekday === 0 || weekday === 6
    ? { weekday, status: 'Closed' as const, formated_hours: 'Closed', open: null, close: null }
    : { weekday, status: 'Open' as const, formated_hours: '8:00am - 5:00pm', open: '08:00', close: '17:00' },
);
const centre = (id: number, name: string, special = HOURS): Location => ({
  ...location(id, 'sample-toyota', { name, location_type: 'service' }),
  contact_detail: { phone: '+61733401100', landline_phone: null, opening_hours: special },
});
const SATURDAYS = HOURS.map((h) => (h.weekday === 6 ? { ...h, status: 'Open' as const, open: '08:00', close: '12:00' } : h));

function render(settings: ReturnType<typeof serviceFormSettings>, state: LeadFormState, today: string | null) {
  const { definition } = leadFormSetup('service-booking', settings, null);
  const noop = () => {};
  return decode(
    renderToString(
      <LeadForm
        formId="s"
        entry={LEAD_ENTRIES['service-booking']}
        definition={definition}
        settings={settings}
        state={state}
        car={null}
        onChange={noop}
        onSubmit={noop}
        onBack={noop}
        today={today}
        stepIncomplete={STRINGS.serviceStepIncomplete}
      />,
    ),
  );
}

const dateOptions = (html: string) =>
  [...(/<select id="s-preferred-service-date"[^>]*>(.*?)<\/select>/.exec(html)?.[1] ?? '').matchAll(/<option value="([^"]*)"/g)].map((m) => m[1]);

describe('the service booking form on the page', () => {
  it("says 'Please complete the form step before proceeding' when a step is refused, and stays on it", () => {
    const settings = serviceFormSettings({ service: { booking: { variant: 'B' } } }, [centre(13, 'Centre')]);
    const { definition, defaults } = leadFormSetup('service-booking', settings, null);
    const checked = validateStep(definition, defaults, 0);
    expect(checked.ok).toBe(false);
    const state = leadFormReducer(initialFormState(defaults), { type: 'rejected', errors: checked.ok ? {} : checked.errors });
    const html = render(settings, state, '2026-12-21');
    expect(html).toContain(`<div class="lf-alert" role="alert" data-testid="form-alert"><p>${STRINGS.serviceStepIncomplete}</p>`);
    expect(html).toContain('Step 1 of 3: <strong>Vehicle Details</strong>');
    expect(html).toContain(`${STRINGS.fixTheFollowingErrors}`);
  });

  it('offers as preferred dates only the days the chosen location is open, from today, and none before the island runs', () => {
    const settings = serviceFormSettings({}, [centre(13, 'Weekdays'), centre(15, 'Saturdays too', SATURDAYS)]);
    const { defaults } = leadFormSetup('service-booking', settings, null);
    const onOrder = (values: Record<string, string>): LeadFormState => ({ ...initialFormState({ ...defaults, ...values }), step: 2 });
    // Mon 21 Dec 2026.
    const weekdays = dateOptions(render(settings, onOrder({ [FIELD.location]: '13' }), '2026-12-21'));
    expect(weekdays.slice(0, 7)).toEqual(['', '2026-12-21', '2026-12-22', '2026-12-23', '2026-12-24', '2026-12-25', '2026-12-28']);
    const saturdays = dateOptions(render(settings, onOrder({ [FIELD.location]: '15' }), '2026-12-21'));
    expect(saturdays.slice(0, 7)).toEqual(['', '2026-12-21', '2026-12-22', '2026-12-23', '2026-12-24', '2026-12-25', '2026-12-26']);
    expect(dateOptions(render(settings, onOrder({}), '2026-12-21'))).toEqual(['']);
    expect(render(settings, onOrder({}), '2026-12-21')).toContain('Choose a service location first');
    expect(dateOptions(render(settings, onOrder({ [FIELD.location]: '13' }), null))).toEqual(['']);
  });
});
