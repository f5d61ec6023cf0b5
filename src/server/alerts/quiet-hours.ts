import type { ShopperAlertsConfig } from '../../lib/dealer/config-shopper-alerts.ts';

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The minutes past midnight of `at` in `timeZone`. */
function localMinutes(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-AU', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const value = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return value('hour') * 60 + value('minute');
}

/**
 * When an SMS alert made at `at` may be sent (rule: accounts.shopper-alerts): `at` itself outside
 * the dealer's quiet hours, else the quiet night's end in the dealer's time zone. Null: at once.
 */
export function smsNotBefore(at: Date, quiet: ShopperAlertsConfig['quiet_hours'], timeZone: string): Date | null {
  if (quiet === false) return null;
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  const now = localMinutes(at, timeZone);
  const inside = start <= end ? now >= start && now < end : now >= start || now < end;
  if (!inside) return null;
  const wait = (end - now + 24 * 60) % (24 * 60);
  const morning = new Date(at.getTime() + wait * 60_000);
  morning.setUTCSeconds(0, 0);
  return morning;
}
