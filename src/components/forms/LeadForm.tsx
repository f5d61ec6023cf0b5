import type { Ref, SubmitEvent } from 'react';
import { FORM_COPY } from '../../lib/leads/copy.ts';
import { isActive, type FieldValue, type LeadFormDefinition } from '../../lib/leads/form-fields.ts';
import type { LeadFormSettings } from '../../lib/leads/form-settings.ts';
import type { LeadFormState } from '../../lib/leads/form-state.ts';
import type { LeadCar } from '../../lib/leads/lead-car.ts';
import type { LeadEntry } from '../../lib/leads/lead-entries.ts';
import { HONEYPOT_FIELD } from '../../lib/leads/lead-submission.ts';
import ConsentText from './ConsentText.tsx';
import ErrorSummary from './ErrorSummary.tsx';
import LeadField from './LeadField.tsx';
import TestDriveTimes from './TestDriveTimes.tsx';
import './forms.css';

export interface LeadFormProps {
  formId: string;
  entry: LeadEntry;
  definition: LeadFormDefinition;
  settings: LeadFormSettings;
  state: LeadFormState;
  car: LeadCar | null;
  onChange: (name: string, value: FieldValue) => void;
  onSubmit: () => void;
  onBack: () => void;
  summaryRef?: Ref<HTMLDivElement>;
  honeypotRef?: Ref<HTMLInputElement>;
  /** The dealer's today (YYYY-MM-DD) once the island runs: date choices start from it. */
  today?: string | null;
  /** Shown as the form's alert when a step that is not the last is refused (the service booking's message). */
  stepIncomplete?: string;
}

/**
 * A lead form drawn from its definition and state: the car it is about, the step, the error
 * summary and the form-level alert, the step's fields, the consent text and the buttons. It holds
 * no state of its own (see use-lead-form.ts), so every state renders on the server as in the browser.
 */
export default function LeadForm({
  formId,
  entry,
  definition,
  settings,
  state,
  car,
  onChange,
  onSubmit,
  onBack,
  summaryRef,
  honeypotRef,
  today = null,
  stepIncomplete,
}: LeadFormProps) {
  const steps = definition.steps.length;
  const step = definition.steps[Math.min(state.step, steps - 1)]!;
  const last = state.step >= steps - 1;
  const busy = state.status !== 'editing';
  const incomplete = stepIncomplete !== undefined && state.summary && !last && Object.keys(state.errors).length > 0;
  const alert = state.formError ?? (incomplete ? stepIncomplete : null);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form id={formId} className="lf" noValidate onSubmit={submit} data-testid="lead-form" data-form={definition.form} aria-busy={busy}>
      {car ? (
        <p className="lf-car" data-testid="lead-car">
          {`${FORM_COPY.enquiringAbout} `}
          <strong>{car.title}</strong>
        </p>
      ) : null}
      {steps > 1 ? (
        <p className="lf-step" data-testid="lead-step">
          {`${FORM_COPY.stepOf(state.step + 1, steps)}: `}
          <strong>{step.title}</strong>
        </p>
      ) : null}
      {state.summary ? <ErrorSummary formId={formId} errors={state.errors} fields={definition.steps.flatMap((s) => s.fields)} summaryRef={summaryRef} /> : null}
      {alert ? (
        <div className="lf-alert" role="alert" data-testid="form-alert">
          <p>{alert}</p>
          {state.retryAfter ? <p>{FORM_COPY.retryIn(state.retryAfter)}</p> : null}
        </div>
      ) : null}
      {step.fields
        .filter((field) => isActive(field, state.values))
        .map((field) =>
          field.kind === 'datetime' && car ? (
            <TestDriveTimes
              key={field.name}
              formId={formId}
              carId={car.car_id}
              value={state.values[field.name] ?? null}
              errors={state.errors[field.name]}
              onChange={onChange}
            />
          ) : (
            <LeadField
              key={field.name}
              formId={formId}
              field={field}
              value={state.values[field.name] ?? null}
              errors={state.errors[field.name]}
              onChange={onChange}
              termsPath={settings.legal.termsPath}
              budgetQuickPicks={settings.budgetQuickPicks}
              values={state.values}
              today={today}
            />
          ),
        )}
      <div className="lf-trap" aria-hidden="true">
        <label htmlFor={`${formId}-${HONEYPOT_FIELD}`}>{FORM_COPY.honeypot}</label>
        <input id={`${formId}-${HONEYPOT_FIELD}`} ref={honeypotRef} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {last ? <ConsentText groupName={settings.legal.groupName} privacyPolicyPath={settings.legal.privacyPolicyPath} /> : null}
      <div className="lf-actions">
        {state.step > 0 ? (
          <button type="button" className="btn secondary" onClick={onBack} disabled={busy}>
            {FORM_COPY.back}
          </button>
        ) : null}
        <button type="submit" className="btn" disabled={busy}>
          {busy ? FORM_COPY.sending : last ? entry.submitLabel : FORM_COPY.next}
        </button>
      </div>
    </form>
  );
}
