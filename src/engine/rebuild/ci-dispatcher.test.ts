import { describe, expect, it } from 'vitest';
import { ciDispatcher, dispatchRequest, dispatchSettingsFrom } from './ci-dispatcher.ts';
import type { RebuildJob } from './rebuild-queue.ts';

const job: RebuildJob = {
  slug: 'westside-used-cars',
  triggers: [
    { deliveryId: 'd-1', carIds: ['400002', '400003'], receivedAt: 1 },
    { deliveryId: 'd-2', carIds: ['400003'], receivedAt: 2 },
  ],
};
const settings = { repository: 'acme/forecourt', token: 'ghp_secret' };

describe('CI dispatch', () => {
  it('builds the repository_dispatch request GitHub documents', () => {
    const request = dispatchRequest(settings, job);
    expect(request.url).toBe('https://api.github.com/repos/acme/forecourt/dispatches');
    expect(request.method).toBe('POST');
    expect(request.headers).toMatchObject({
      accept: 'application/vnd.github+json',
      authorization: 'Bearer ghp_secret',
      'x-github-api-version': '2022-11-28',
    });
    expect(JSON.parse(request.body)).toEqual({
      event_type: 'stock',
      client_payload: { dealers: ['westside-used-cars'], car_ids: ['400002', '400003'], delivery_ids: ['d-1', 'd-2'] },
    });
    expect(dispatchRequest({ ...settings, apiUrl: 'https://ghe.example.com/api/v3/' }, job).url).toBe(
      'https://ghe.example.com/api/v3/repos/acme/forecourt/dispatches',
    );
  });

  it('reads GITHUB_REPOSITORY and GITHUB_TOKEN, and is unconfigured without either', () => {
    expect(dispatchSettingsFrom({ GITHUB_REPOSITORY: 'acme/forecourt', GITHUB_TOKEN: 't' })).toEqual({
      repository: 'acme/forecourt',
      token: 't',
      apiUrl: undefined,
    });
    expect(dispatchSettingsFrom({ GITHUB_REPOSITORY: 'acme/forecourt' })).toBeNull();
  });

  it('sends it and reports 204 as dispatched', async () => {
    const sent: { url: string; init: RequestInit }[] = [];
    const fetchImpl = ((url: string, init: RequestInit) => {
      sent.push({ url, init });
      return Promise.resolve(new Response(null, { status: 204 }));
    }) as unknown as typeof fetch;
    const outcome = await ciDispatcher(settings, fetchImpl)(job);
    expect(outcome.ok).toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('https://api.github.com/repos/acme/forecourt/dispatches');
    expect((sent[0]!.init.headers as Record<string, string>)['authorization']).toBe('Bearer ghp_secret');
  });

  it('reports a refusal, an unreachable API and missing settings as clear failures without the token', async () => {
    const refused = await ciDispatcher(settings, (() => Promise.resolve(new Response('Bad credentials', { status: 401 }))) as unknown as typeof fetch)(job);
    expect(refused).toEqual({ ok: false, detail: expect.stringMatching(/HTTP 401 Bad credentials/) });
    const offline = await ciDispatcher(settings, (() => Promise.reject(new TypeError('fetch failed'))) as unknown as typeof fetch)(job);
    expect(offline).toEqual({ ok: false, detail: expect.stringMatching(/could not reach GitHub.*westside-used-cars.*fetch failed/) });
    const missing = await ciDispatcher(null)(job);
    expect(missing.detail).toMatch(/GITHUB_REPOSITORY.*GITHUB_TOKEN/);
    for (const o of [refused, offline, missing]) expect(o.detail).not.toContain('ghp_secret');
  });
});
