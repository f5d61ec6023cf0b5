import { describe, expect, it } from 'vitest';
import { STRINGS } from '../strings.ts';
import { readLeadResponse, retryAfterSeconds } from './submit-outcome.ts';

const answer = (status: number, body: unknown, retryAfter: string | null = null) => readLeadResponse({ status, body, retryAfter });

describe("reading the lead API's answer", () => {
  it('is stored on 201 with a lead_id', () => {
    expect(answer(201, { lead_id: 'L-1' })).toEqual({ kind: 'stored', leadId: 'L-1' });
  });

  it("shows the returned error, or 'An unexpected error occured', on a success without a lead_id", () => {
    expect(answer(201, { error: 'Lead not saved' })).toEqual({ kind: 'failed', message: 'Lead not saved', retry: false, retryAfter: null });
    expect(answer(200, {})).toEqual({ kind: 'failed', message: STRINGS.unexpectedError, retry: false, retryAfter: null });
    expect(answer(201, null)).toMatchObject({ message: STRINGS.unexpectedError });
  });

  it('names the bad fields of a 422', () => {
    const body = { error: 'invalid', message: 'Some fields are invalid', fields: { email: ['Please enter a valid email address.'], phone: 'bad', junk: [3] } };
    expect(answer(422, body)).toEqual({
      kind: 'invalid',
      message: 'Some fields are invalid',
      fields: { email: ['Please enter a valid email address.'], phone: ['bad'] },
    });
  });

  it("shows the returned message of a refusal, or 'An error occurred when submitting this form'", () => {
    for (const status of [400, 403, 413, 415]) {
      expect(answer(status, { error: 'x', message: `refused ${status}` })).toEqual({
        kind: 'failed',
        message: `refused ${status}`,
        retry: false,
        retryAfter: null,
      });
    }
    expect(answer(400, 'not json')).toMatchObject({ message: STRINGS.formSubmitError, retry: false });
  });

  it('allows a retry after 429 and 503, reading Retry-After', () => {
    expect(answer(429, { message: 'Too many leads' }, '30')).toEqual({ kind: 'failed', message: 'Too many leads', retry: true, retryAfter: 30 });
    expect(answer(503, {}, '5')).toEqual({ kind: 'failed', message: STRINGS.formSubmitError, retry: true, retryAfter: 5 });
    expect(answer(500, {})).toMatchObject({ retry: true, retryAfter: null });
  });

  it('reads Retry-After as seconds or as a date', () => {
    const now = Date.parse('2030-01-01T00:00:00Z');
    expect(retryAfterSeconds('Tue, 01 Jan 2030 00:00:20 GMT', now)).toBe(20);
    expect(retryAfterSeconds('2.2')).toBe(3);
    expect(retryAfterSeconds('soon')).toBeNull();
    expect(retryAfterSeconds(null)).toBeNull();
  });
});
