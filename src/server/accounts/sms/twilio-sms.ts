import { createHmac, timingSafeEqual } from 'node:crypto';
import { australianMobile, internationalMobile } from '../../../lib/phone/mobile-number.ts';
import { SmsSendError, type InboundSms, type SmsProvider } from './sms-provider.ts';
import type { Environment } from '../../../lib/environment/environment.ts';

export type TwilioSettings = {
  accountSid: string;
  authToken: string;
  /** The sender: a Twilio number in E.164 or an alphanumeric sender id. */
  from: string;
  /** Twilio's API origin; a test points it at a loopback server. */
  apiBase?: string;
  fetch?: typeof fetch;
};

const SEND_TIMEOUT_MS = 10_000;

/**
 * Twilio's Programmable Messaging API: POST /2010-04-01/Accounts/{sid}/Messages.json, form-encoded
 * To / From / Body, HTTP basic auth with the account SID and auth token. Any answer but 2xx rejects
 * with Twilio's own message, so the sign-in call fails visibly rather than pretending it sent.
 */
export function twilioSms(settings: TwilioSettings): SmsProvider {
  const base = (settings.apiBase ?? 'https://api.twilio.com').replace(/\/$/, '');
  const doFetch = settings.fetch ?? fetch;
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  return {
    name: 'twilio',
    inbound: (request) => twilioInbound(settings.authToken, request),
    async send({ phone, text }) {
      const body = new URLSearchParams({ To: internationalMobile(phone), From: settings.from, Body: text });
      let response: Response;
      try {
        response = await doFetch(url, {
          method: 'POST',
          headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body,
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
      } catch (error) {
        throw new SmsSendError(`Twilio could not be reached: ${(error as Error).message}`, { cause: error });
      }
      if (!response.ok) {
        const detail = await response.text().catch(() => '');
        let message = detail;
        try {
          message = (JSON.parse(detail) as { message?: string }).message ?? detail;
        } catch {
          // not JSON: keep the text
        }
        throw new SmsSendError(`Twilio refused the message (${response.status}): ${message}`.trim());
      }
    },
  };
}

/**
 * Twilio's signature of a webhook request (X-Twilio-Signature): base64 HMAC-SHA1, keyed with the
 * auth token, of the full URL Twilio called followed by each POST parameter's name and value, the
 * names in sorted order.
 */
function twilioSignature(authToken: string, url: string, params: URLSearchParams): string {
  const names = [...new Set(params.keys())].sort();
  const data =
    url +
    names
      .map((name) =>
        params
          .getAll(name)
          .map((value) => `${name}${value}`)
          .join(''),
      )
      .join('');
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/** A reply from Twilio's incoming-message webhook (form-encoded From, Body, …), or null when its signature does not verify. */
async function twilioInbound(authToken: string, request: Request): Promise<InboundSms | null> {
  const params = new URLSearchParams(await request.text());
  const given = Buffer.from(request.headers.get('x-twilio-signature') ?? '');
  const expected = Buffer.from(twilioSignature(authToken, request.url, params));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const phone = australianMobile(params.get('From') ?? '');
  return phone === null ? null : { phone, text: params.get('Body') ?? '' };
}

type Env = Partial<Pick<Environment, 'TWILIO_ACCOUNT_SID' | 'TWILIO_AUTH_TOKEN' | 'TWILIO_FROM' | 'TWILIO_API_BASE'>>;

/** Twilio when TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are all set; null otherwise. */
export function twilioFromEnv(env: Env): SmsProvider | null {
  const accountSid = env['TWILIO_ACCOUNT_SID']?.trim();
  const authToken = env['TWILIO_AUTH_TOKEN']?.trim();
  const from = env['TWILIO_FROM']?.trim();
  if (!accountSid || !authToken || !from) return null;
  const apiBase = env['TWILIO_API_BASE']?.trim();
  return twilioSms({ accountSid, authToken, from, ...(apiBase ? { apiBase } : {}) });
}
