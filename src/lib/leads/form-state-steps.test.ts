import { describe, expect, it } from 'vitest';
import { initialFormState, leadFormReducer, nextIdempotencyKey, type LeadFormAction, type LeadFormState } from './form-state.ts';
import { NETWORK_FAILURE } from './submit-outcome.ts';

const run = (state: LeadFormState, ...actions: LeadFormAction[]) => actions.reduce(leadFormReducer, state);
const start = () => initialFormState({ name: 'Sam', email: 'sam@example.com' }, 'key-1');
let keys = 1;
const fresh = () => `key-${++keys}`;

describe('a multi-step lead form’s step token and keys', () => {
  it('keeps the step token of the first answer for every later step', () => {
    const second = run(
      start(),
      { type: 'sending', idempotencyKey: 'key-1' },
      { type: 'answered', outcome: { kind: 'stored', leadId: 'L-1', stepToken: 'token-1' }, lastStep: false },
    );
    expect(second).toMatchObject({ step: 1, leadId: 'L-1', stepToken: 'token-1' });
    // A later step's answer names only the lead; the token stays.
    const third = run(second, { type: 'sending', idempotencyKey: 'key-2' }, { type: 'answered', outcome: { kind: 'stored', leadId: 'L-1' }, lastStep: false });
    expect(third).toMatchObject({ step: 2, leadId: 'L-1', stepToken: 'token-1' });
    expect(run(third, { type: 'back' })).toMatchObject({ step: 1, stepToken: 'token-1' });
  });

  it('retries an unchanged step under its key, and sends a changed one under a new key', () => {
    const failed = run(start(), { type: 'sending', idempotencyKey: 'key-1' }, { type: 'answered', outcome: NETWORK_FAILURE, lastStep: false });
    expect(nextIdempotencyKey(failed, fresh)).toBe('key-1');
    const changed = run(failed, { type: 'change', name: 'name', value: 'Samantha' });
    expect(nextIdempotencyKey(changed, fresh)).not.toBe('key-1');
    const filled = run(failed, { type: 'defaults', values: { location: '11' } });
    expect(nextIdempotencyKey(filled, fresh)).not.toBe('key-1');
  });
});
