import { operatorCell as cell, operatorJson } from '../../../lib/text/operator-text.ts';
import { australianMobile } from '../../../lib/phone/mobile-number.ts';
import type { SentSms } from './embedded-sms.ts';
import type { InboundSms } from './sms-provider.ts';

export type SmsCliResult = { out: string; code: number };

const USAGE =
  'usage: npm run sms -- list [--limit N] [--json]   (messages the embedded SMS provider kept, newest first)\n' +
  '       npm run sms -- reply <mobile> <text>       (a reply from that mobile, as Twilio would hand it over: STOP stops its alerts)\n';

type SmsCliActions = { list: (limit: number) => Promise<SentSms[]>; reply: (reply: InboundSms) => Promise<{ stop: boolean; paused: number }> };

/**
 * `list` prints the kept messages newest first: time, dealer, phone and text (controls escaped), or
 * JSON with --json. `reply` hands the embedded provider a reply from a mobile and says what it did.
 */
export async function runSmsCli(args: readonly string[], actions: SmsCliActions): Promise<SmsCliResult> {
  if (args[0] === 'reply') {
    const phone = australianMobile(args[1] ?? '');
    const text = args.slice(2).join(' ');
    if (phone === null || text.trim() === '') return { out: USAGE, code: 2 };
    const { stop, paused } = await actions.reply({ phone, text });
    return { out: stop ? `STOP from ${phone}: ${paused} saved searches paused on every site.\n` : `Reply from ${phone} kept; it stops nothing.\n`, code: 0 };
  }
  const { list } = actions;
  if (args[0] !== 'list') return { out: USAGE, code: 2 };
  const at = args.indexOf('--limit');
  const limit = at >= 0 ? Number(args[at + 1]) : 20;
  if (!Number.isInteger(limit) || limit < 1) return { out: USAGE, code: 2 };
  const messages = await list(limit);
  if (args.includes('--json')) return { out: operatorJson(messages), code: 0 };
  if (messages.length === 0) return { out: 'No messages.\n', code: 0 };
  return { out: messages.map((m) => `${m.sentAt}  ${m.dealer.padEnd(22)} ${cell(m.phone)}  ${cell(m.text)}`).join('\n') + '\n', code: 0 };
}
