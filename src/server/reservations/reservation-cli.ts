import { operatorCell as cell, operatorJson } from '../../lib/text/operator-text.ts';
import type { Reservation } from './reservation-store.ts';
import type { ReservationService } from './reservation-service.ts';

export type ReservationCliResult = { out: string; code: number };

const USAGE =
  'usage: npm run reservations -- list [--dealer <slug>] [--live] [--json]   (newest first)\n' +
  '       npm run reservations -- cancel <reservation_id>                  (ends the hold and frees the car)\n';

const line = (r: Reservation) =>
  [
    r.reservationId,
    r.dealer.padEnd(22),
    r.status.padEnd(9),
    `$${r.amount}`.padEnd(6),
    `until ${r.expiresAt}`,
    `${cell(r.carTitle)} (car ${cell(r.carId)})`,
    `${cell(r.name)} ${cell(r.phone)} ${cell(r.email)}`,
    r.provider,
  ].join('  ');

/** The staff's view of reservations: `list` them, or `cancel` one (its car is available again, on the live site too). */
export async function runReservationsCli(args: readonly string[], service: Pick<ReservationService, 'store' | 'end'>): Promise<ReservationCliResult> {
  const [command, ...rest] = args;
  if (command === 'list') {
    const at = rest.indexOf('--dealer');
    const dealer = at >= 0 ? rest[at + 1] : undefined;
    if (at >= 0 && !dealer) return { out: USAGE, code: 2 };
    const found = await service.store().list({ ...(dealer ? { dealer } : {}), live: rest.includes('--live'), limit: 1_000 });
    if (rest.includes('--json')) return { out: operatorJson(found), code: 0 };
    return { out: found.length === 0 ? 'No reservations.\n' : `${found.map(line).join('\n')}\n`, code: 0 };
  }
  if (command === 'cancel' && rest.length === 1) {
    const id = rest[0]!;
    const known = await service.store().get(id);
    if (!known) return { out: `No reservation ${id}.\n`, code: 1 };
    const ended = await service.end(id, 'cancelled');
    if (!ended) return { out: `Reservation ${id} is already ${known.status}: nothing to cancel.\n`, code: 1 };
    return { out: `Cancelled reservation ${id}: ${cell(ended.carTitle)} (car ${cell(ended.carId)}) of ${ended.dealer} is available again.\n`, code: 0 };
  }
  return { out: USAGE, code: 2 };
}
