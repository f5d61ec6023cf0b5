import { afterEach, describe, expect, it } from 'vitest';
import { $session, loadSession, resetSession, signOut } from './session.ts';

const answering = (response: () => Promise<Response>) => {
  const calls: string[] = [];
  const fetch = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${String(url)}`);
    return response();
  }) as typeof globalThis.fetch;
  return { fetch, calls };
};

afterEach(resetSession);

describe('session store', () => {
  it('is loading until the server answers, then signed in with its phone', async () => {
    expect($session.get()).toEqual({ status: 'loading' });
    const { fetch, calls } = answering(async () => Response.json({ phone_number: '0412345678' }));
    const first = loadSession(fetch);
    const second = loadSession(fetch);
    expect(await first).toEqual({ status: 'signed-in', phone: '0412345678' });
    expect(await second).toEqual({ status: 'signed-in', phone: '0412345678' });
    expect(calls).toEqual(['GET /api/auth/session']);
    expect($session.get()).toEqual({ status: 'signed-in', phone: '0412345678' });
  });

  it('reads no phone, an error answer or a network failure as signed out', async () => {
    for (const response of [
      async () => Response.json({ phone_number: null }),
      async () => new Response('', { status: 503 }),
      () => Promise.reject(new Error('offline')),
    ]) {
      resetSession();
      expect(await loadSession(answering(response).fetch)).toEqual({ status: 'signed-out' });
    }
  });

  it('signs out on the server, then here', async () => {
    await loadSession(answering(async () => Response.json({ phone_number: '0412345678' })).fetch);
    const { fetch, calls } = answering(async () => Response.json({ ok: true }));
    await signOut(fetch);
    expect(calls).toEqual(['POST /api/auth/sign-out']);
    expect($session.get()).toEqual({ status: 'signed-out' });
    expect(await loadSession(fetch)).toEqual({ status: 'signed-out' });
  });
});
