import { operatorCell as cell, operatorJson } from '../../../lib/text/operator-text.ts';
import type { SentSms } from './embedded-sms.ts';

export type SmsCliResult = { out: string; code: number };

const USAGE = 'usage: npm run sms -- list [--limit N] [--json]   (messages the embedded SMS provider kept, newest first)\n';

/** `list` prints the kept messages newest first: time, dealer, phone and text (controls escaped), or JSON with --json. */
export async function runSmsCli(args: readonly string[], list: (limit: number) => Promise<SentSms[]>): Promise<SmsCliResult> {
  if (args[0] !== 'list') return { out: USAGE, code: 2 };
  const at = args.indexOf('--limit');
  const limit = at >= 0 ? Number(args[at + 1]) : 20;
  if (!Number.isInteger(limit) || limit < 1) return { out: USAGE, code: 2 };
  const messages = await list(limit);
  if (args.includes('--json')) return { out: operatorJson(messages), code: 0 };
  if (messages.length === 0) return { out: 'No messages.\n', code: 0 };
  return { out: messages.map((m) => `${m.sentAt}  ${m.dealer.padEnd(22)} ${cell(m.phone)}  ${cell(m.text)}`).join('\n') + '\n', code: 0 };
}
