import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGNATURE_HEADER, verifySignature } from '../webhooks/signature.ts';
import { StockEventSchema } from '../webhooks/stock-event.ts';
import { rebuildRequest } from './rebuild-request.ts';
import { startReservationExpiry } from './reservation-expiry.ts';
import type { Reservation } from './reservation-store.ts';

afterEach(() => vi.useRealTimers());

describe('availability rebuilds asked of the build server', () => {
  it('posts a stock event marked availability, signed with the shared secret, to FORECOURT_REBUILD_URL', async () => {
    const sent: Request[] = [];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      sent.push(new Request(url, init));
      return new Response('{}', { status: 202 });
    }) as unknown as typeof fetch;
    await rebuildRequest({ FORECOURT_REBUILD_URL: 'https://build.example/api/webhooks/stock', FORECOURT_WEBHOOK_SECRET: 's3cret' }, fetchImpl)(
      'westside-used-cars',
      ['4001'],
    );
    expect(sent).toHaveLength(1);
    const body = await sent[0]!.text();
    expect(sent[0]!.url).toBe('https://build.example/api/webhooks/stock');
    expect(verifySignature(sent[0]!.headers.get(SIGNATURE_HEADER), body, 's3cret', Math.floor(Date.now() / 1000)).ok).toBe(true);
    expect(StockEventSchema.parse(JSON.parse(body))).toMatchObject({ car_ids: ['4001'], dealers: ['westside-used-cars'], availability: true });
  });

  it('fails loudly when the build server refuses, and sends nothing without its settings', async () => {
    const refusing = (async () => new Response('{}', { status: 401 })) as unknown as typeof fetch;
    const ask = rebuildRequest({ FORECOURT_REBUILD_URL: 'https://build.example/api/webhooks/stock', FORECOURT_WEBHOOK_SECRET: 'wrong' }, refusing);
    await expect(ask('westside-used-cars', ['4001'])).rejects.toThrow(/HTTP 401/);
    const never = vi.fn();
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    await rebuildRequest({}, never as unknown as typeof fetch)('westside-used-cars', ['4001']);
    expect(never).not.toHaveBeenCalled();
    quiet.mockRestore();
  });
});

describe('the in-process expiry under npm start', () => {
  it('releases due holds at once and then on every tick, logging each', async () => {
    vi.useFakeTimers();
    const releaseDue = vi.fn(async () => [{ reservationId: 'r1', dealer: 'westside-used-cars', carId: '4001' } as Reservation]);
    const lines: string[] = [];
    const expiry = startReservationExpiry({ releaseDue }, { everyMs: 1_000, log: (line) => lines.push(line) });
    await vi.advanceTimersByTimeAsync(2_500);
    expiry.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(releaseDue).toHaveBeenCalledTimes(3);
    expect(lines[0]).toBe('reservation r1: westside-used-cars car 4001 released at the end of its hold');
  });
});
