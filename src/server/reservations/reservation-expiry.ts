import type { ReservationService } from './reservation-service.ts';

/**
 * Under a long-running host (`npm start`): every `everyMs` releases the holds whose time is up
 * (the dealer's hold_hours, or an unpaid deposit's payment window), each freeing its car the way a
 * staff cancel does, and lapses the online payments whose window closed. Time is the service's
 * clock, so a test can fix it. Serverless hosts run `releaseReservationsOnce` on a schedule instead.
 */
export function startReservationExpiry(
  service: Pick<ReservationService, 'releaseDue'>,
  o: { everyMs?: number; log?: (line: string) => void } = {},
): { stop(): void } {
  const log = o.log ?? ((line: string) => console.log(line));
  let running = false;
  const pass = async () => {
    if (running) return;
    running = true;
    try {
      for (const r of await service.releaseDue()) log(`reservation ${r.reservationId}: ${r.dealer} car ${r.carId} released at the end of its hold`);
    } catch (error) {
      log(`reservation expiry failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void pass(), o.everyMs ?? 30_000);
  timer.unref();
  void pass();
  return { stop: () => clearInterval(timer) };
}
