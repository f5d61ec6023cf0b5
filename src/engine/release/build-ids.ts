import crypto from 'node:crypto';

/** A build id sorts by time: 20261122T010203Z-ab12cd. */
export function newBuildId(now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return `${stamp}-${crypto.randomBytes(3).toString('hex')}`;
}
