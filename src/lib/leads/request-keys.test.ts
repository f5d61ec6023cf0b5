import { describe, expect, it } from 'vitest';
import { NETWORK_FAILURE } from './submit-outcome.ts';
import { requestKeys } from './request-keys.ts';

describe('the Idempotency-Keys of a multi-request island', () => {
  let made = 0;
  const fresh = () => `key-${++made}`;

  it('reuses a step’s key when the same body is retried after no answer, 429 or 503', () => {
    const keys = requestKeys(fresh);
    const first = keys.keyFor('{"step":1}');
    keys.answered(NETWORK_FAILURE);
    expect(keys.keyFor('{"step":1}')).toBe(first);
    keys.answered({ kind: 'failed', message: 'Busy', retry: true, retryAfter: 30 });
    expect(keys.keyFor('{"step":1}')).toBe(first);
  });

  it('gives another body, or the same one after a settling answer, a new key', () => {
    const keys = requestKeys(fresh);
    const first = keys.keyFor('{"step":1}');
    keys.answered(NETWORK_FAILURE);
    const changed = keys.keyFor('{"step":1,"name":"Sam"}');
    expect(changed).not.toBe(first);
    keys.answered({ kind: 'stored', leadId: 'L-1', stepToken: 't' });
    const next = keys.keyFor('{"step":1,"name":"Sam"}');
    expect(next).not.toBe(changed);
    keys.answered({ kind: 'invalid', message: null, fields: { email: ['bad'] } });
    expect(keys.keyFor('{"step":1,"name":"Sam"}')).not.toBe(next);
  });
});
