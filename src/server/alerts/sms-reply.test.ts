import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { embeddedSms } from '../accounts/sms/embedded-sms.ts';
import { testServer, type TestServer } from '../context/testing/test-context.ts';
import { takeSmsReply } from './sms-reply.ts';

const HARBOUR = 'harbour-mazda';
const PHONE = '0412555301';
const AUTH_TOKEN = 'twilio-test-auth-token';
const WEBHOOK = `http://${HARBOUR}.localhost:4321/api/sms/inbound`;
const MAZDA = { name: 'Any Mazda', urlState: '?refinementList%5Bmake%5D%5B0%5D=Mazda', channel: 'sms' as const, email: null };

/** An incoming-message webhook request exactly as Twilio sends it: form-encoded, signed per Twilio's documentation. */
function twilioRequest(body: string, o: { from?: string; sign?: string } = {}): Request {
  const params = new URLSearchParams({
    ToCountry: 'AU',
    SmsMessageSid: 'SM0123456789abcdef0123456789abcdef',
    NumMedia: '0',
    SmsSid: 'SM0123456789abcdef0123456789abcdef',
    SmsStatus: 'received',
    Body: body,
    To: '+61400000000',
    NumSegments: '1',
    MessageSid: 'SM0123456789abcdef0123456789abcdef',
    AccountSid: 'AC0123456789abcdef0123456789abcdef',
    From: o.from ?? '+61412555301',
    ApiVersion: '2010-04-01',
  });
  // The URL, then every parameter's name and value, names sorted; HMAC-SHA1 with the auth token; base64.
  const data =
    WEBHOOK +
    [...params.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => k + v)
      .join('');
  const signature = createHmac('sha1', o.sign ?? AUTH_TOKEN)
    .update(data)
    .digest('base64');
  return new Request(WEBHOOK, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature, 'i-twilio-idempotency-token': 'x' },
    body: params.toString(),
  });
}

describe('a STOP reply to an alert SMS', () => {
  let server: TestServer;
  let dataDir: string;
  afterEach(async () => {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const serve = (env: Record<string, string>) => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-sms-reply-'));
    server = testServer({ FORECOURT_DATA_DIR: dataDir, FORECOURT_ALERTS_SECRET: 'test-alerts-secret', ...env });
  };
  const seed = async () => {
    await server.features.alerts.saveSearch(HARBOUR, PHONE, MAZDA);
    await server.features.alerts.saveSearch(HARBOUR, '0412555399', MAZDA);
    await server.features.alerts.searches().create('westside-used-cars', PHONE, MAZDA, 20);
  };
  // The embedded provider takes no webhook: its replies come through `npm run sms -- reply`.
  const post404 = () => server.app.fetch(twilioRequest('STOP'), { dealerSlug: HARBOUR, clientIp: '127.0.0.9' });
  const live = async (dealer: string) => (await server.features.alerts.searches().live(dealer)).map((s) => s.phone);

  describe('through Twilio’s incoming-message webhook', () => {
    beforeEach(async () => {
      serve({ TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef', TWILIO_AUTH_TOKEN: AUTH_TOKEN, TWILIO_FROM: '+61400000000' });
      await seed();
    });
    const post = (request: Request) => server.app.fetch(request, { dealerSlug: HARBOUR, clientIp: '54.172.60.1' });

    it('pauses every alert of that mobile on every site, and answers Twilio with empty TwiML', async () => {
      // Another reply stops nothing.
      expect((await post(twilioRequest('Thanks, will call tomorrow'))).status).toBe(200);
      expect(await live(HARBOUR)).toHaveLength(2);
      const answer = await post(twilioRequest(' Stop '));
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toContain('text/xml');
      expect(await answer.text()).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
      expect(await live(HARBOUR)).toEqual(['0412555399']);
      expect(await live('westside-used-cars')).toEqual([]);
    });

    it('refuses a request not signed with the account’s auth token and changes nothing', async () => {
      expect((await post(twilioRequest('STOP', { sign: 'someone-else' }))).status).toBe(401);
      const unsigned = twilioRequest('STOP');
      unsigned.headers.delete('x-twilio-signature');
      expect((await post(unsigned)).status).toBe(401);
      expect(await live(HARBOUR)).toHaveLength(2);
    });
  });

  it('through the embedded provider (npm run sms -- reply): kept, and STOP pauses that mobile’s alerts so the next change tells it nothing', async () => {
    serve({});
    await seed();
    expect((await post404()).status).toBe(404);
    const sms = embeddedSms(server.context.store.database());
    await sms.receive({ phone: PHONE, text: 'STOP' });
    expect(await takeSmsReply(server.features.alerts.searches(), { phone: PHONE, text: 'STOP' })).toEqual({ stop: true, paused: 2 });
    const kept = await server.context.store.database().query((db) => db.selectFrom('sms_replies').select(['phone', 'text']).execute());
    expect(kept).toEqual([{ phone: PHONE, text: 'STOP' }]);
    expect(await live(HARBOUR)).toEqual(['0412555399']);
  });
});
