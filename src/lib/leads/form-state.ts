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
  /** The step shown, from 0. */
  step: number;
  /** The lead the first step of a multi-step form created. */
  leadId: string | null;
  /** The step token the first step's answer gave: later steps of the lead must send it. */
  stepToken: string | null;
  /** The Idempotency-Key of the current attempt, reused when the same submission is retried. */
  idempotencyKey: string;
  /** An answer settled the attempt, or the shopper changed what it sends: the next submission is a new one, with a new key. */
  keySettled: boolean;
  /** Bumped whenever focus should move to the error summary. */
  focusSummary: number;
};

export type LeadFormAction =
  | { type: 'change'; name: string; value: FieldValue }
  /** The form gained fields or choices (a car was found): fill what is still empty, keep what was typed. */
  | { type: 'defaults'; values: FormValues }
  | { type: 'rejected'; errors: FieldErrors }
  | { type: 'sending'; idempotencyKey: string }
  | { type: 'answered'; outcome: SubmitOutcome; lastStep: boolean }
  | { type: 'back' };

export function initialFormState(values: FormValues, idempotencyKey: string): LeadFormState {
  return {
    values,
    errors: {},
    summary: false,
    formError: null,
    retryAfter: null,
    status: 'editing',
    step: 0,
    leadId: null,
    stepToken: null,
    idempotencyKey,
    keySettled: false,
    focusSummary: 0,
  };
}

/** The key the next submission goes out under: the current one while a retry is still the same attempt. */
export function nextIdempotencyKey(state: LeadFormState, fresh: () => string): string {
  return state.keySettled ? fresh() : state.idempotencyKey;
}

const isEmpty = (value: FieldValue | undefined) => value === undefined || value === null || value === '';

export function leadFormReducer(state: LeadFormState, action: LeadFormAction): LeadFormState {
  switch (action.type) {
    case 'change': {
      // A key names one request body: once the values change, a retry is a new request.
      const { [action.name]: _fixed, ...errors } = state.errors;
      return { ...state, values: { ...state.values, [action.name]: action.value }, errors, keySettled: true };
    }
    case 'defaults': {
      const filled = Object.entries(action.values).filter(([name, value]) => isEmpty(state.values[name]) && value !== state.values[name]);
      return filled.length === 0 ? state : { ...state, values: { ...state.values, ...Object.fromEntries(filled) }, keySettled: true };
    }
    case 'rejected':
      return { ...state, errors: action.errors, summary: true, formError: null, focusSummary: state.focusSummary + 1 };
    case 'sending':
      return { ...state, status: 'sending', idempotencyKey: action.idempotencyKey, keySettled: false, formError: null, retryAfter: null };
    case 'back':
      return { ...state, step: Math.max(0, state.step - 1), errors: {}, summary: false, formError: null };
    case 'answered':
      return answered(state, action.outcome, action.lastStep);
  }
}

function answered(state: LeadFormState, outcome: SubmitOutcome, lastStep: boolean): LeadFormState {
  switch (outcome.kind) {
    case 'stored': {
      const lead = { leadId: outcome.leadId, stepToken: outcome.stepToken ?? state.stepToken };
      return lastStep
        ? { ...state, ...lead, status: 'sent', keySettled: true }
        : { ...state, ...lead, status: 'editing', step: state.step + 1, keySettled: true, errors: {}, summary: false };
    }
    case 'invalid':
      return {
        ...state,
        status: 'editing',
        errors: outcome.fields,
        summary: true,
        formError: outcome.message,
        keySettled: true,
        focusSummary: state.focusSummary + 1,
      };
    case 'failed':
      return { ...state, status: 'editing', formError: outcome.message, retryAfter: outcome.retryAfter, keySettled: !outcome.retry };
  }
}
