import { useEffect, useState } from 'react';
import { ACCOUNT_COPY } from '../../lib/accounts/copy.ts';
import { STRINGS } from '../../lib/strings.ts';
import { useSession } from '../accounts/use-session.ts';

type Reservation = {
  reservation_id: string;
  car_slug: string;
  car_title: string;
  amount: number;
  status: keyof typeof STRINGS.reservationStatus;
  created_at: string;
  expires_at: string;
};

const when = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** The signed-in shopper's reservations on this site, newest first: the car, the deposit, the status and until when it holds. */
export default function GarageReservations({ checkoutPath }: { checkoutPath: string }) {
  const session = useSession();
  const [reservations, setReservations] = useState<Reservation[] | 'failed' | null>(null);
  const signedIn = session.status === 'signed-in';
  useEffect(() => {
    if (!signedIn) return;
    fetch('/api/reservations/mine', { headers: { accept: 'application/json' }, credentials: 'same-origin' })
      .then(async (response) => setReservations(response.ok ? ((await response.json()) as { reservations: Reservation[] }).reservations : 'failed'))
      .catch(() => setReservations('failed'));
  }, [signedIn]);
  if (!signedIn || reservations === null) return <p>{ACCOUNT_COPY.checkingSignIn}</p>;
  if (reservations === 'failed') return <p role="alert">{STRINGS.reserveFailed}</p>;
  if (reservations.length === 0) return <p>{STRINGS.noReservations}</p>;
  return (
    <ul className="garage-reservations" data-testid="garage-reservations">
      {reservations.map((r) => (
        <li key={r.reservation_id}>
          <a href={`/cars/${r.car_slug}/${checkoutPath}/`}>{r.car_title}</a> · ${r.amount} · <strong>{STRINGS.reservationStatus[r.status]}</strong>
          {r.status === 'held' || r.status === 'pending' ? ` · ${STRINGS.reserveHeldUntil(when.format(new Date(r.expires_at)))}` : ''}
        </li>
      ))}
    </ul>
  );
}
