import { describe, expect, it } from 'vitest';
import { buildLeadSubmission, type LeadStep } from './lead-submission.ts';
import { createLeadSession } from './lead-session.ts';
import { filledEnquiry, formSettings, leadCar, quietly } from './testing/fixtures.ts';

const page = { url: 'http://x/cars/a/', pageId: '/cars/a/', userAgent: 'test', attributes: { visited_pages: [], linked_query_params: {} } };
const context = { form: 'car_enquiry' as const, car: leadCar(), subcategory: null, source: 'car-enquiry', locationId: null };
const submission = (step: LeadStep, over = {}) => buildLeadSubmission(context, filledEnquiry(over), formSettings(), page, step);

type Answer = { status: number; body?: unknown } | 'no answer';

/** A lead API that answers each post in turn and keeps what was posted: its Idempotency-Key and body. */
function scriptedApi(...answers: Answer[]) {
  const posted: { key: string; body: Record<string, unknown> }[] = [];
  const fetch = (async (_url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    posted.push({ key: headers['Idempotency-Key']!, body: JSON.parse(String(init.body)) as Record<string, unknown> });
    const answer = answers.shift();
    if (answer === undefined) throw new Error('no answer scripted');
    if (answer === 'no answer') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status, headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  let made = 0;
  return { posted, session: createLeadSession({ fetch, newKey: () => `key-${++made}` }) };
}

describe('a lead session', () => {
  it('names no lead on the first step, then the lead and the first answer’s step token on every later step', async () => {
    const api = scriptedApi({ status: 201, body: { lead_id: 'L-1', step_token: 'token-1' } }, { status: 201, body: { lead_id: 'L-1' } });
    const { session } = api;
    expect(session.step(false)).toEqual({ isLastStep: false, leadId: null, stepToken: null });
    expect(session.ref()).toBeNull();
    await session.send(submission(session.step(false)));
    expect(session.step(false)).toEqual({ isLastStep: false, leadId: 'L-1', stepToken: 'token-1' });
    await session.send(submission(session.step(false), { message: 'Second step' }));
    expect(session.step(true)).toEqual({ isLastStep: true, leadId: 'L-1', stepToken: 'token-1' });
    expect(session.ref()).toEqual({ lead_id: 'L-1', step_token: 'token-1' });
    expect(api.posted.map((p) => [p.body['lead_id'], p.body['step_token']])).toEqual([
      [null, undefined],
      ['L-1', 'token-1'],
    ]);
  });

  it('sends each step under a key of its own', async () => {
    const api = scriptedApi(
      { status: 201, body: { lead_id: 'L-1', step_token: 't' } },
      { status: 201, body: { lead_id: 'L-1' } },
      { status: 201, body: { lead_id: 'L-1' } },
    );
    const { session } = api;
    await session.send(submission(session.step(false)));
    await session.send(submission(session.step(false), { message: 'Two' }));
    await session.send(submission(session.step(true), { message: 'Three' }));
    expect(api.posted.map((p) => p.key)).toEqual(['key-1', 'key-2', 'key-3']);
  });

  it('retries a step that got no answer, 429, 503 or 500 under its key, and goes on with the lead the retry names', async () => {
    const api = await quietly(async () => {
      const api = scriptedApi(
        'no answer',
        { status: 429, body: { error: 'rate_limited' } },
        { status: 503, body: { error: 'unavailable' } },
        { status: 500, body: { error: 'internal' } },
        { status: 201, body: { lead_id: 'L-7', step_token: 'token-7' } },
        { status: 201, body: { lead_id: 'L-7' } },
      );
      const first = submission(api.session.step(false));
      for (let tries = 0; tries < 4; tries++) expect(await api.session.send(first)).toMatchObject({ kind: 'failed', retry: true });
      expect(await api.session.send(first)).toEqual({ kind: 'stored', leadId: 'L-7', stepToken: 'token-7' });
      await api.session.send(submission(api.session.step(true), { message: 'Next' }));
      return api;
    });
    expect(api.posted.map((p) => p.key)).toEqual(['key-1', 'key-1', 'key-1', 'key-1', 'key-1', 'key-2']);
    expect(api.posted[5]!.body).toMatchObject({ lead_id: 'L-7', step_token: 'token-7' });
  });

  it('sends a changed step after a failure under a new key, and the same step again after an answer that settled it', async () => {
    const api = await quietly(async () => {
      const api = scriptedApi(
        'no answer',
        { status: 422, body: { error: 'invalid', fields: { email: ['bad'] } } },
        { status: 413, body: { error: 'too_large' } },
        { status: 201, body: { lead_id: 'L-2', step_token: 't' } },
      );
      const { session } = api;
      await session.send(submission(session.step(false)));
      const changed = submission(session.step(false), { name: 'Samantha' });
      await session.send(changed);
      await session.send(changed);
      await session.send(changed);
      return api;
    });
    expect(api.posted.map((p) => p.key)).toEqual(['key-1', 'key-2', 'key-3', 'key-4']);
    expect(api.session.step(true).leadId).toBe('L-2');
  });

  it('keeps no lead from a refused first step', async () => {
    const { session } = scriptedApi({ status: 422, body: { error: 'invalid', fields: {} } });
    await session.send(submission(session.step(false)));
    expect(session.step(false)).toEqual({ isLastStep: false, leadId: null, stepToken: null });
  });
});
