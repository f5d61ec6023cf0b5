import { describe, expect, it } from 'vitest';
import { handleFunction } from '../app.ts';
import { handlePhoneReveal, type RevealRecorder } from './phone-reveal.ts';

const post = (body: unknown, headers: Record<string, string> = {}) =>
  new Request('http://harbour-mazda.localhost:4321/api/phone-reveal', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const ctx = { dealerSlug: 'harbour-mazda' };

describe('POST /api/phone-reveal', () => {
  it('accepts {car_id, dealership_id, website_id} with 202 and records it', async () => {
    const seen: Parameters<RevealRecorder>[0][] = [];
    const response = await handlePhoneReveal(post({ car_id: 100123, dealership_id: 101, website_id: 1 }), ctx, (r) => void seen.push(r));
    expect(response.status).toBe(202);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ car_id: '100123', dealership_id: 101, website_id: 1, dealer: 'harbour-mazda' });
  });

  it('is routed through the function app', async () => {
    const response = await handleFunction(post({ car_id: 'a', dealership_id: 1, website_id: 1 }), ctx);
    expect(response.status).toBe(202);
  });

  it('answers 400 naming each bad field', async () => {
    const response = await handlePhoneReveal(post({ car_id: '', dealership_id: 'x' }), ctx);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; fields: Record<string, string[]> };
    expect(body.error).toBe('invalid');
    expect(Object.keys(body.fields).sort()).toEqual(['car_id', 'dealership_id', 'website_id']);
  });

  it('rejects unknown keys, non-JSON bodies, other methods, foreign origins and big bodies', async () => {
    expect((await handlePhoneReveal(post({ car_id: 'a', dealership_id: 1, website_id: 1, extra: 1 }), ctx)).status).toBe(400);
    expect((await handlePhoneReveal(post('not json'), ctx)).status).toBe(400);
    expect((await handlePhoneReveal(new Request('http://x/api/phone-reveal'), ctx)).status).toBe(405);
    expect((await handlePhoneReveal(post({ car_id: 'a', dealership_id: 1, website_id: 1 }, { origin: 'https://evil.example' }), ctx)).status).toBe(403);
    expect((await handlePhoneReveal(post({ car_id: 'a'.repeat(3000), dealership_id: 1, website_id: 1 }), ctx)).status).toBe(413);
  });
});
