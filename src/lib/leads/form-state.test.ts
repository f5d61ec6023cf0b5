import { describe, expect, it } from 'vitest';
import { STRINGS } from '../strings.ts';
import { initialFormState, leadFormReducer, type LeadFormAction, type LeadFormState } from './form-state.ts';
import { NETWORK_FAILURE } from './submit-outcome.ts';

const run = (state: LeadFormState, ...actions: LeadFormAction[]) => actions.reduce(leadFormReducer, state);
const start = () => initialFormState({ name: 'Sam', email: 'sam@' });

describe('the lead form state', () => {
  it('shows the summary and moves focus to it when the check fails, and clears a field error once the field changes', () => {
    const rejected = run(start(), { type: 'rejected', errors: { email: [STRINGS.invalidEmail], phone: [STRINGS.fieldRequired] } });
    expect(rejected).toMatchObject({ summary: true, focusSummary: 1, errors: { email: [STRINGS.invalidEmail] } });
    const fixed = run(rejected, { type: 'change', name: 'email', value: 'sam@example.com' });
    expect(fixed.errors).toEqual({ phone: [STRINGS.fieldRequired] });
    expect(fixed.values).toEqual({ name: 'Sam', email: 'sam@example.com' });
  });

  it('fills new fields and empty ones from new defaults without touching what was typed', () => {
    const state = run(initialFormState({ name: 'Sam', email: 'sam@', budget: null }), {
      type: 'defaults',
      values: { name: 'Default', email: 'x', location: '11', message: '', budget: 45_990 },
    });
    expect(state.values).toEqual({ name: 'Sam', email: 'sam@', location: '11', message: '', budget: 45_990 });
    expect(run(state, { type: 'change', name: 'location', value: '' }, { type: 'defaults', values: { location: '12' } }).values['location']).toBe('12');
  });

  it('keeps what was typed after a network failure, ready to send again', () => {
    const state = run(start(), { type: 'sending' }, { type: 'answered', outcome: NETWORK_FAILURE, lastStep: true });
    expect(state).toMatchObject({ status: 'editing', formError: STRINGS.formSubmitError, values: { name: 'Sam', email: 'sam@' } });
  });

  it('keeps the wait after 429/503 until the next try', () => {
    const state = run(
      start(),
      { type: 'sending' },
      { type: 'answered', outcome: { kind: 'failed', message: 'Busy', retry: true, retryAfter: 30 }, lastStep: true },
    );
    expect(state).toMatchObject({ formError: 'Busy', retryAfter: 30 });
    expect(run(state, { type: 'sending' })).toMatchObject({ formError: null, retryAfter: null, status: 'sending' });
  });

  it('shows what an answer that settles the attempt says (422, 4xx, success without lead_id)', () => {
    const invalid = run(
      start(),
      { type: 'sending' },
      { type: 'answered', outcome: { kind: 'invalid', message: null, fields: { email: ['bad'] } }, lastStep: true },
    );
    expect(invalid).toMatchObject({ summary: true, focusSummary: 1, errors: { email: ['bad'] }, formError: null, values: { email: 'sam@' } });
    const refused = run(start(), {
      type: 'answered',
      outcome: { kind: 'failed', message: STRINGS.unexpectedError, retry: false, retryAfter: null },
      lastStep: true,
    });
    expect(refused.formError).toBe(STRINGS.unexpectedError);
  });

  it('advances a multi-step form on a stored step and finishes on the last', () => {
    const second = run(start(), { type: 'sending' }, { type: 'answered', outcome: { kind: 'stored', leadId: 'L-9' }, lastStep: false });
    expect(second).toMatchObject({ step: 1, status: 'editing' });
    expect(run(second, { type: 'back' })).toMatchObject({ step: 0, values: { name: 'Sam' } });
    const done = run(second, { type: 'sending' }, { type: 'answered', outcome: { kind: 'stored', leadId: 'L-9' }, lastStep: true });
    expect(done).toMatchObject({ status: 'sent', step: 1 });
  });
});
