import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Environment } from '../../lib/environment/environment.ts';

/** An unsubscribe link lasts this long: longer than anyone keeps an alert before acting on it. */
export const UNSUBSCRIBE_VALID_MS = 90 * 24 * 60 * 60 * 1000;

type SecretEnv = Pick<Environment, 'FORECOURT_ALERTS_SECRET' | 'NETLIFY' | 'VERCEL' | 'AWS_LAMBDA_FUNCTION_NAME'>;

/**
 * The key unsubscribe links are signed with: FORECOURT_ALERTS_SECRET; without it, one made once and
 * kept (owner-only) in `<data dir>/alerts-secret`, so links stay valid across restarts of npm start.
 * A serverless host keeps no disk: there it is null, and no shopper alert is sent.
 */
export function alertsSecret(env: SecretEnv, dataDir: string): string | null {
  if (env.FORECOURT_ALERTS_SECRET) return env.FORECOURT_ALERTS_SECRET;
  if (env.NETLIFY || env.VERCEL || env.AWS_LAMBDA_FUNCTION_NAME) return null;
  const file = path.join(dataDir, 'alerts-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return fs.readFileSync(file, 'utf8').trim();
}

/** Who an unsubscribe link stops: one shopper's alerts on one dealer's site. */
export type Unsubscriber = { dealer: string; phone: string };

const sign = (secret: string, purpose: string, payload: string) => createHmac('sha256', secret).update(`${purpose}\n${payload}`).digest('base64url');

/** A token of `values` signed for one purpose (a token signed for another is forged here). */
export function signedToken(secret: string, purpose: string, values: readonly (string | number)[]): string {
  const payload = Buffer.from(JSON.stringify(values)).toString('base64url');
  return `${payload}.${sign(secret, purpose, payload)}`;
}

/** The values a token signed for `purpose` carries, or 'forged' (bad signature or shape). */
export function readSignedToken(secret: string, purpose: string, token: string): unknown[] | 'forged' {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return 'forged';
  const expected = Buffer.from(sign(secret, purpose, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'forged';
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return Array.isArray(parsed) ? parsed : 'forged';
  } catch {
    return 'forged';
  }
}

/** A signed token naming the shopper and dealer, good until `expires` (ms since the epoch). */
export function unsubscribeToken(secret: string, who: Unsubscriber, expires: number): string {
  return signedToken(secret, 'unsubscribe', [who.dealer, who.phone, expires]);
}

/** The shopper a token names, or why it is refused: forged (bad signature or shape) or expired. */
export function readUnsubscribeToken(secret: string, token: string, now: number): Unsubscriber | 'forged' | 'expired' {
  const parsed = readSignedToken(secret, 'unsubscribe', token);
  if (parsed === 'forged' || parsed.length !== 3) return 'forged';
  const [dealer, phone, expires] = parsed;
  if (typeof dealer !== 'string' || typeof phone !== 'string' || typeof expires !== 'number') return 'forged';
  return expires < now ? 'expired' : { dealer, phone };
}
