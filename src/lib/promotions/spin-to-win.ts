import type { SpinToWin } from '../dealer/config-spin-to-win.ts';
import { dateWindow, isOpenAt } from './date-window.ts';

/** Whether shoppers may spin at `now`: from the first day through the last (see `dateWindow`). */
export function spinOpenAt(promotion: Pick<SpinToWin, 'starts' | 'ends'>, now: Date): boolean {
  const { from, until } = dateWindow({ start: promotion.starts, expiry: promotion.ends });
  return isOpenAt(from, until, now.getTime());
}

/**
 * The prize a spin wins, drawn by weight: `random` is a uniform number in [0, 1) (the server
 * passes a cryptographic one, so the browser decides nothing).
 */
export function drawPrize<P extends { weight: number }>(prizes: readonly P[], random: number): P {
  const total = prizes.reduce((sum, p) => sum + p.weight, 0);
  let point = Math.min(Math.max(random, 0), 1 - Number.EPSILON) * total;
  for (const prize of prizes) {
    if (point < prize.weight) return prize;
    point -= prize.weight;
  }
  return prizes[prizes.length - 1]!;
}
