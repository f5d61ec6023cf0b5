import fs from 'node:fs';
import { leaves, readMime } from '../../leads/delivery/test-support/read-mime.ts';

/** The newest console sign-in code e-mailed to `email` in an mbox file (as `mboxMailer` appends them), or null. */
export function consoleCodeIn(mboxFile: string, email: string): string | null {
  if (!fs.existsSync(mboxFile)) return null;
  const messages = fs
    .readFileSync(mboxFile, 'utf8')
    .split(/^From forecourt .*\n/m)
    .slice(1)
    .map((raw) => readMime(raw.replace(/^>(>*From )/gm, '$1').trimEnd()));
  for (const message of messages.reverse()) {
    if (message.headers['to'] !== email || !/console sign-in code/.test(message.headers['subject'] ?? '')) continue;
    const text = leaves(message)
      .map((leaf) => leaf.body)
      .join('\n');
    return text.match(/\b\d{6}\b/)?.[0] ?? null;
  }
  return null;
}
