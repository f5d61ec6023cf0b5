import { Hono, type MiddlewareHandler } from 'hono';
import type { InboundSms } from '../accounts/sms/sms-provider.ts';
import type { ServerContext } from '../context/server-context.ts';
import { methodNotAllowed, problem } from '../http/respond.ts';
import type { ServerEnv } from '../server-env.ts';
import type { SavedSearchStore } from './saved-search-store.ts';

/** The replies that stop alerts: Twilio's opt-out keywords, the whole text in any case. */
const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT', 'REVOKE']);

/**
 * A shopper's reply to an alert SMS (rule: accounts.shopper-alerts): STOP (or another opt-out word)
 * pauses every saved search of that mobile, on every dealer's site — one sending number serves
 * them all, so a STOP cannot say which dealer it means. Anything else changes nothing.
 */
export async function takeSmsReply(searches: SavedSearchStore, reply: InboundSms): Promise<{ stop: boolean; paused: number }> {
  const stop = STOP_WORDS.has(reply.text.trim().toUpperCase());
  return { stop, paused: stop ? await searches.pauseAll(null, reply.phone) : 0 };
}

/** An empty TwiML answer: Twilio sends no reply of its own from us. */
const TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

/**
 * POST /api/sms/inbound — the SMS provider's incoming-message webhook (Twilio's "A message comes
 * in", pointed at this URL): the provider reads and verifies its own request (`SmsProvider.inbound`;
 * a bad signature is 401 and changes nothing), then the reply is taken. Where the provider has no
 * webhook (the embedded one: `npm run sms -- reply`), 404. Rate-limited per address (429).
 */
export function smsReplyRoutes(
  context: Pick<ServerContext, 'providers'>,
  searches: () => SavedSearchStore,
  rate: MiddlewareHandler<ServerEnv>,
): Hono<ServerEnv> {
  return new Hono<ServerEnv>()
    .post('/', rate, async (c) => {
      const provider = context.providers.sms();
      if (!provider.inbound) return problem('not_found', { message: 'This server takes no SMS replies by webhook.' });
      const reply = await provider.inbound(c.req.raw);
      if (reply === null) return problem('invalid_signature');
      await takeSmsReply(searches(), reply);
      return new Response(TWIML, { status: 200, headers: { 'content-type': 'text/xml; charset=utf-8' } });
    })
    .all('/', () => methodNotAllowed('POST'));
}
