import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { SmsSendError } from './sms-provider.ts';
import { twilioFromEnv, twilioSms } from './twilio-sms.ts';

type Seen = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string };

let server: http.Server | null = null;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A loopback stand-in for api.twilio.com that records the request and answers `status`. */
async function twilioStandIn(status: number, answer: object): Promise<{ base: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

describe('Twilio SMS adapter', () => {
  it('posts the exact Messages request: path, basic auth, form-encoded To / From / Body', async () => {
    const { base, seen } = await twilioStandIn(201, { sid: 'SM123', status: 'queued' });
    await twilioSms({ accountSid: 'AC0123', authToken: 'secret', from: '+61400000000', apiBase: base }).send({
      dealer: 'harbour-mazda',
      phone: '0412345678',
      text: '123456 is your code',
    });
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/2010-04-01/Accounts/AC0123/Messages.json');
    expect(request!.headers.authorization).toBe(`Basic ${Buffer.from('AC0123:secret').toString('base64')}`);
    expect(request!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request!.body))).toEqual({ To: '+61412345678', From: '+61400000000', Body: '123456 is your code' });
  });

  it("rejects with Twilio's own message when it refuses", async () => {
    const { base } = await twilioStandIn(400, { code: 21211, message: "The 'To' number is not a valid phone number." });
    const send = twilioSms({ accountSid: 'AC0123', authToken: 'secret', from: 'Dealer', apiBase: base }).send({ dealer: 'd', phone: '0412345678', text: 'x' });
    await expect(send).rejects.toThrow(SmsSendError);
    await expect(send).rejects.toThrow("Twilio refused the message (400): The 'To' number is not a valid phone number.");
  });

  it('is chosen only when all three variables are set', () => {
    expect(twilioFromEnv({ TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't' })).toBeNull();
    expect(twilioFromEnv({ TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: 'Dealer' })?.name).toBe('twilio');
  });
});
