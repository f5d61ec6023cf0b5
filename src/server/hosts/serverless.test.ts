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

  it('refuse the Vercel cron call without its bearer secret', async () => {
    expect((await vercelCron(new Request('https://x/api/forward-leads'))).status).toBe(401);
  });
});
