import fs from 'node:fs';
import path from 'node:path';
import type { Environment } from '../../../lib/environment/environment.ts';
import { newVapidKeys, type VapidKeys } from './web-push-sender.ts';

type VapidEnv = Pick<Environment, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'NETLIFY' | 'VERCEL' | 'AWS_LAMBDA_FUNCTION_NAME'>;

const DEFAULT_SUBJECT = 'mailto:leads@forecourt.localhost';

/**
 * The server's VAPID keys: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY; without them, a pair made once
 * and kept (owner-only) in `<data dir>/vapid.json`, so browsers' subscriptions stay valid across
 * restarts of `npm start`. A serverless host keeps no disk: there it is null (no push alerts).
 */
export function vapidKeys(env: VapidEnv, dataDir: string): VapidKeys | null {
  const subject = env.VAPID_SUBJECT ?? DEFAULT_SUBJECT;
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  if (env.NETLIFY || env.VERCEL || env.AWS_LAMBDA_FUNCTION_NAME) return null;
  const file = path.join(dataDir, 'vapid.json');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, JSON.stringify(newVapidKeys()), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process made it first: theirs is the pair.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const kept = JSON.parse(fs.readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  return { ...kept, subject };
}
