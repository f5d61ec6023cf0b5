import { describe, expect, it } from 'vitest';
import { STRINGS } from '../../lib/strings.ts';
import { embeddedSms } from '../accounts/sms/embedded-sms.ts';
import { testEngines } from '../store/testing/test-databases.ts';
import { tradeInApp } from './testing/trade-in-app.ts';

/**
 * The instant offer's lookups behind sign-in (rule: accounts.gated-routes): harbour-mazda gates its
 * trade-in pages, here given the vehicle data that brings the lookups; westside-used-cars does not gate them.
 */
describe.each(testEngines())('the gated trade-in lookups on $name', (engine) => {
  describe.skipIf(engine.skipped !== null)(engine.skipped ?? 'gate', () => {
    const t = tradeInApp(engine, { FORECOURT_SIGN_IN_RATE_PER_MINUTE: '1000' });
    const lookup = (slug: string, cookie?: string) => t.call(slug, '/eval-expert/enter-vin', { rego: '123ABC', state: 'QLD' }, cookie ? { cookie } : {});

    async function signIn(slug: string, phone: string): Promise<string> {
      expect((await t.call(slug, '/auth/code', { phone_number: phone })).status).toBe(202);
      const [message] = await embeddedSms(t.state.context.store.database()).list(1);
      const verified = await t.call(slug, '/auth/verify', { phone_number: phone, code: message!.text.slice(0, 6) });
      expect(verified.status).toBe(200);
      return verified.headers.get('set-cookie')!.split(';')[0]!;
    }

    it('answers a signed-out caller 401 on a dealer that gates its trade-in pages, and looks the car up once signed in', async () => {
      t.patch('harbour-mazda', { vehicle_data: true });
      const refused = await lookup('harbour-mazda');
      expect(refused.status).toBe(401);
      expect(await refused.json()).toMatchObject({ error: 'signed_out', message: STRINGS.tradeInSignedOut });
      const cookie = await signIn('harbour-mazda', '0412555322');
      const found = await lookup('harbour-mazda', cookie);
      expect(found.status).toBe(200);
      expect(((await found.json()) as { Make?: string }[])[0]).toMatchObject({ Make: 'Toyota' });
    });

    it('looks the car up signed out on a dealer that does not gate them, and answers 404 where there are no lookups', async () => {
      expect((await lookup('westside-used-cars')).status).toBe(200);
      expect((await lookup('outback-caravans')).status).toBe(404);
    });
  });
});
