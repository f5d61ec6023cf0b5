import { afterEach, describe, expect, it } from 'vitest';
import { loopbackServer, type SeenRequest } from '../testing/loopback-server.ts';
import { remoteLookup, remoteLookupSettingsFromEnv } from './remote-lookup.ts';
import { LookupUnavailableError } from './vehicle-lookup.ts';

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

async function provider(answer: (request: SeenRequest) => { status: number; body?: unknown }) {
  const server = await loopbackServer(answer);
  close = server.close;
  return server;
}

const COROLLA = {
  VIN: 'JTNKU3JE60J000009',
  Make: 'Toyota',
  Model: 'Corolla',
  Variant: 'SX',
  Year: '2019',
  Body: 'Hatchback',
  Transmission: 'CVT',
  Cylinders: 4,
};

describe('remote vehicle lookup', () => {
  it('posts the exact enter-vin request and reads a direct match', async () => {
    const { base, seen } = await provider(() => ({ status: 200, body: [COROLLA] }));
    const entry = await remoteLookup({ url: `${base}/v1/`, key: 'k-123' }).byRego('ABC123', 'QLD');
    expect(seen.map((r) => [r.method, r.url, r.headers['content-type'], r.headers['x-api-key'], JSON.parse(r.body.toString())])).toEqual([
      ['POST', '/v1/enter-vin', 'application/json', 'k-123', { rego: 'ABC123', state: 'QLD' }],
    ]);
    expect(entry).toEqual({ kind: 'vehicle', vehicle: { ...COROLLA, Year: 2019, CompMth: null, CompYr: null, BuildMth: null, BuildYr: null } });
  });

  it('reads candidates under either spelling of the list, and no match as null', async () => {
    const answers = [
      [{ VIN: 'V1', Descriptions: [{ Description: 'A' }, { Description: 'B' }] }],
      [{ VIN: 'V1', descriptions: [{ Description: 'A' }, { Description: 'B' }] }],
      [],
    ];
    const { base } = await provider(() => ({ status: 200, body: answers.shift() }));
    const lookup = remoteLookup({ url: base, key: 'k' });
    const one = await lookup.byRego('X', 'NSW');
    expect(one).toMatchObject({ kind: 'candidates', vin: 'V1', candidates: [{ Description: 'A' }, { Description: 'B' }] });
    expect(await lookup.byRego('X', 'NSW')).toEqual(one);
    expect(await lookup.byRego('X', 'NSW')).toBeNull();
  });

  it('posts manual-entry {vin, desc} and reads the chosen vehicle', async () => {
    const { base, seen } = await provider(() => ({ status: 200, body: [COROLLA] }));
    expect(await remoteLookup({ url: base, key: 'k' }).byVin('JTNKU3JE60J000009', '2019 Toyota Corolla SX')).toMatchObject({ Variant: 'SX', Year: 2019 });
    expect(seen.map((r) => [r.url, JSON.parse(r.body.toString())])).toEqual([['/manual-entry', { vin: 'JTNKU3JE60J000009', desc: '2019 Toyota Corolla SX' }]]);
  });

  it('reports a provider that fails, refuses the key or answers nonsense as unavailable', async () => {
    const statuses = [{ status: 500 }, { status: 401 }, { status: 200, body: { not: 'a list' } }];
    const { base } = await provider(() => statuses.shift()!);
    const lookup = remoteLookup({ url: base, key: 'wrong' });
    for (let i = 0; i < 3; i += 1) await expect(lookup.byRego('X', 'QLD')).rejects.toThrow(LookupUnavailableError);
    await expect(remoteLookup({ url: 'http://127.0.0.1:9', key: 'k' }).byRego('X', 'QLD')).rejects.toThrow(LookupUnavailableError);
  });

  it('is chosen only when URL and key are both set', () => {
    expect(remoteLookupSettingsFromEnv({ TRADE_IN_LOOKUP_URL: 'https://x' })).toBeNull();
    expect(remoteLookupSettingsFromEnv({ TRADE_IN_LOOKUP_URL: 'https://x', TRADE_IN_LOOKUP_KEY: 'k' })).toEqual({ url: 'https://x', key: 'k' });
  });
});
