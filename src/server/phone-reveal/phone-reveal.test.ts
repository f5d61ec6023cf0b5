import { describe, expect, it } from 'vitest';
import { handleRequest } from '../app.ts';
import { rateLimited } from '../http/rate-limit.ts';
import { phoneRevealRoutes, type RevealRecorder } from './phone-reveal.ts';

const URL_ = 'http://harbour-mazda.localhost:4321/api/phone-reveal';
const post = (body: unknown, headers: Record<string, string> = {}) =>
  new Request(URL_, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const ctx = { dealerSlug: 'harbour-mazda' };
const valid = { car_id: 100123, dealership_id: 101, website_id: 1 };

describe('POST /api/phone-reveal', () => {
  it('accepts {car_id, dealership_id, website_id} with 202 and records it for the Host dealer', async () => {
    const seen: Parameters<RevealRecorder>[0][] = [];
    const routes = phoneRevealRoutes((r) => void seen.push(r), rateLimited({ perMinute: 10 }));
    const response = await routes.fetch(
      new Request('http://harbour-mazda.localhost:4321/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(valid) }),
      ctx,
    );
    expect(response.status).toBe(202);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ car_id: '100123', dealership_id: 101, website_id: 1, dealer: 'harbour-mazda' });
  });

  it('is routed through the app, with or without a trailing slash', async () => {
    expect((await handleRequest(post(valid), ctx)).status).toBe(202);
    expect(
      (await handleRequest(new Request(`${URL_}/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(valid) }), ctx))
        .status,
    ).toBe(202);
  });

  it('answers 422 naming each bad field, unknown keys included', async () => {
    const response = await handleRequest(post({ car_id: '', dealership_id: 'x', extra: 1 }), ctx);
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: string; fields: Record<string, string[]> };
    expect(body.error).toBe('invalid');
    expect(Object.keys(body.fields).sort()).toEqual(['car_id', 'dealership_id', 'extra', 'website_id']);
  });

  it('rejects non-JSON bodies, wrong content types, other methods, foreign origins and big bodies', async () => {
    expect((await handleRequest(post('not json'), ctx)).status).toBe(400);
    expect((await handleRequest(post(valid, { 'content-type': 'text/plain' }), ctx)).status).toBe(415);
    const get = await handleRequest(new Request(URL_), ctx);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect((await handleRequest(post(valid, { origin: 'https://evil.example' }), ctx)).status).toBe(403);
    expect((await handleRequest(post(valid, { origin: 'http://harbour-mazda.localhost:4321' }), ctx)).status).toBe(202);
    expect((await handleRequest(post({ ...valid, car_id: 'a'.repeat(3000) }), ctx)).status).toBe(413);
  });

  it('answers an unknown function with a JSON 404', async () => {
    const response = await handleRequest(new Request('http://harbour-mazda.localhost:4321/api/nothing-here'), ctx);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'not_found' });
  });
});
