import type { FieldValue, FormValues } from './form-fields.ts';
import type { FieldErrors } from './form-schemas.ts';
import type { SubmitOutcome } from './submit-outcome.ts';

/**
 * A lead form island's state. Nothing here ever clears `values`: whatever the answer, the shopper
 * keeps what they typed.
 */
export type LeadFormState = {
  values: FormValues;
  errors: FieldErrors;
  /** Show the error summary ('Please fix the following errors:'); set by a failed submit. */
  summary: boolean;
  /** The form-level alert: why the last submission failed. */
  formError: string | null;
  retryAfter: number | null;
  status: 'editing' | 'sending' | 'sent';
  /** The step shown, from 0 (the lead itself, its step token and request keys are the lead session's: lead-session.ts). */
  step: number;
  /** Bumped whenever focus should move to the error summary. */
  focusSummary: number;
};

export type LeadFormAction =
  | { type: 'change'; name: string; value: FieldValue }
  /** The form gained fields or choices (a car was found): fill what is still empty, keep what was typed. */
  | { type: 'defaults'; values: FormValues }
  | { type: 'rejected'; errors: FieldErrors }
  | { type: 'sending' }
  | { type: 'answered'; outcome: SubmitOutcome; lastStep: boolean }
  | { type: 'back' };

export function initialFormState(values: FormValues): LeadFormState {
  return {
    values,
    errors: {},
    summary: false,
    formError: null,
    retryAfter: null,
    status: 'editing',
    step: 0,
    focusSummary: 0,
  };
}

const isEmpty = (value: FieldValue | undefined) => value === undefined || value === null || value === '';

export function leadFormReducer(state: LeadFormState, action: LeadFormAction): LeadFormState {
  switch (action.type) {
    case 'change': {
      const { [action.name]: _fixed, ...errors } = state.errors;
      return { ...state, values: { ...state.values, [action.name]: action.value }, errors };
    }
    case 'defaults': {
      const filled = Object.entries(action.values).filter(([name, value]) => isEmpty(state.values[name]) && value !== state.values[name]);
      return filled.length === 0 ? state : { ...state, values: { ...state.values, ...Object.fromEntries(filled) } };
    }
    case 'rejected':
      return { ...state, errors: action.errors, summary: true, formError: null, focusSummary: state.focusSummary + 1 };
    case 'sending':
      return { ...state, status: 'sending', formError: null, retryAfter: null };
    case 'back':
      return { ...state, step: Math.max(0, state.step - 1), errors: {}, summary: false, formError: null };
    case 'answered':
      return answered(state, action.outcome, action.lastStep);
  }
}

function answered(state: LeadFormState, outcome: SubmitOutcome, lastStep: boolean): LeadFormState {
  switch (outcome.kind) {
    case 'stored':
      return lastStep ? { ...state, status: 'sent' } : { ...state, status: 'editing', step: state.step + 1, errors: {}, summary: false };
    case 'invalid':
      return {
        ...state,
        status: 'editing',
        errors: outcome.fields,
        summary: true,
        formError: outcome.message,
        focusSummary: state.focusSummary + 1,
      };
    case 'failed':
      return { ...state, status: 'editing', formError: outcome.message, retryAfter: outcome.retryAfter };
  }
}
