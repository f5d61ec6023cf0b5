import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { leadEventId } from '../../lib/leads/event-ids.ts';
import type { FieldValue, FormValues } from '../../lib/leads/form-fields.ts';
import { validateStep } from '../../lib/leads/form-schemas.ts';
import type { LeadFormSettings } from '../../lib/leads/form-settings.ts';
import { leadFormSetup } from '../../lib/leads/form-setup.ts';
import { initialFormState, leadFormReducer } from '../../lib/leads/form-state.ts';
import type { LeadCar } from '../../lib/leads/lead-car.ts';
import type { LeadEntryKey } from '../../lib/leads/lead-entries.ts';
import { createLeadSession } from '../../lib/leads/lead-session.ts';
import { buildLeadSubmission, SUCCESS_PATH } from '../../lib/leads/lead-submission.ts';
import { SENT_SUMMARY_KEY, sentSummary, type SentSummary } from '../../lib/leads/sent-summary.ts';
import { trackEvent } from '../../lib/vehicle/analytics.ts';
import { currentLeadPage } from './lead-page.ts';

export interface LeadFormInput {
  entry: LeadEntryKey;
  settings: LeadFormSettings;
  car: LeadCar | null;
  /** The location the page is about (/contact-us/{location slug}), or the dealership the link preferred. */
  locationId?: string | null;
  prefill?: FormValues;
}

/**
 * A lead form's behaviour: its definition under the dealer's switches, its state, checking a step
 * before sending it, sending it through the form's lead session (which names the lead and its
 * step token on later steps and chooses each request's Idempotency-Key), and on the stored last
 * step the lead's analytics event and the way to /success.
 * What the shopper typed survives every failure.
 */
export function useLeadForm({ entry: entryKey, settings, car, locationId = null, prefill }: LeadFormInput) {
  const { entry, definition, defaults } = useMemo(
    () => leadFormSetup(entryKey, settings, car, { locationId, ...(prefill ? { prefill } : {}) }),
    [entryKey, settings, car, locationId, prefill],
  );
  const [state, dispatch] = useReducer(leadFormReducer, defaults, initialFormState);
  const [lead] = useState(createLeadSession);
  const summaryRef = useRef<HTMLDivElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    dispatch({ type: 'defaults', values: defaults });
  }, [defaults]);
  useEffect(() => {
    if (state.focusSummary > 0) summaryRef.current?.focus();
  }, [state.focusSummary]);

  const submit = async () => {
    if (state.status !== 'editing') return;
    const lastStep = state.step >= definition.steps.length - 1;
    const checked = validateStep(definition, state.values, state.step);
    if (!checked.ok) {
      dispatch({ type: 'rejected', errors: checked.errors });
      return;
    }
    dispatch({ type: 'sending' });
    const context = { form: entry.form, car, subcategory: entry.subcategory, source: entryKey, locationId };
    const body = buildLeadSubmission(context, checked.data, settings, currentLeadPage(), lead.step(lastStep), honeypotRef.current?.value ?? '');
    const outcome = await lead.send(body);
    dispatch({ type: 'answered', outcome, lastStep });
    if (outcome.kind === 'stored' && lastStep) {
      trackEvent(leadEventId(entry.form, car, body.subcategory), { lead_id: outcome.leadId, ...(car ? { car_id: car.car_id } : {}) });
      rememberSent(sentSummary(car, state.values));
      window.location.assign(SUCCESS_PATH);
    }
  };

  return {
    entry,
    definition,
    state,
    summaryRef,
    honeypotRef,
    onChange: (name: string, value: FieldValue) => dispatch({ type: 'change', name, value }),
    onSubmit: () => void submit(),
    onBack: () => dispatch({ type: 'back' }),
  };
}

/** Leaves what was sent for the thank-you page (sessionStorage: this tab, read once); a browser that keeps nothing only loses the repeat. */
function rememberSent(summary: SentSummary | null): void {
  try {
    if (summary) sessionStorage.setItem(SENT_SUMMARY_KEY, JSON.stringify(summary));
    else sessionStorage.removeItem(SENT_SUMMARY_KEY);
  } catch {
    // storage refused (private mode, quota): the thanks stay, the repeat goes
  }
}
