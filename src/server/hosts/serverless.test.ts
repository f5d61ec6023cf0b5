import { describe, expect, it } from 'vitest';
import netlifyApi, { config as netlifyConfig } from '../../../netlify/functions/api.ts';
import { config as netlifySchedule } from '../../../netlify/functions/forward-leads.ts';
import { GET as vercelGet, POST as vercelPost } from '../../../api/[...route].ts';
import { GET as vercelCron } from '../../../api/forward-leads.ts';
import { forwardedFor } from './serverless.ts';

describe('the serverless entry files', () => {
  it('serve the app on Netlify under /api/*, with the dealer taken from the Host', async () => {
    expect(netlifyConfig.path).toBe('/api/*');
    expect(netlifySchedule.schedule).toBe('* * * * *');
    const health = await netlifyApi(new Request('https://harbour-mazda.localhost/api/health'), { ip: '203.0.113.9' });
    expect(await health.json()).toEqual({ ok: true });
    const lead = await netlifyApi(
      new Request('https://example.invalid/api/leads', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
      {},
    );
    expect(lead.status).toBe(404);
  });

  it('serve the app on Vercel, reading the client address from X-Forwarded-For', async () => {
    expect((await vercelGet(new Request('https://harbour-mazda.localhost/api/health'))).status).toBe(200);
    const foreign = await vercelPost(
      new Request('https://harbour-mazda.localhost/api/leads', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
        body: '{}',
      }),
    );
    expect(foreign.status).toBe(403);
    expect(forwardedFor(new Request('https://x/', { headers: { 'x-forwarded-for': '198.51.100.7, 10.0.0.1' } }))).toBe('198.51.100.7');
  });

  it('refuse a body past its limit or not JSON on the platform’s own Request, streamed or declared', async () => {
    const streamed = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 3; i++) controller.enqueue(new Uint8Array(1024).fill(32));
        controller.close();
      },
    });
    const post = (body: BodyInit) => {
      const init: RequestInit & { duplex: 'half' } = { method: 'POST', headers: { 'content-type': 'application/json' }, body, duplex: 'half' };
      return netlifyApi(new Request('https://harbour-mazda.localhost/api/phone-reveal', init), { ip: '203.0.113.10' });
    };
    const tooLarge = await post(streamed);
    expect([tooLarge.status, ((await tooLarge.json()) as { error: string }).error]).toEqual([413, 'too_large']);
    const notJson = await post('{"car_id":');
    expect([notJson.status, ((await notJson.json()) as { error: string }).error]).toEqual([400, 'invalid_json']);
  });

  it('refuse the Vercel cron call without its bearer secret', async () => {
    expect((await vercelCron(new Request('https://x/api/forward-leads'))).status).toBe(401);
  });
});
