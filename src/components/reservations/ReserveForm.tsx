import { useEffect, useState } from 'react';
import { STRINGS } from '../../lib/strings.ts';
import { loadSession } from '../../stores/session.ts';
import { useSession } from '../accounts/use-session.ts';
import { postJson } from '../accounts/post-json.ts';

type Props = {
  carId: string;
  /** e.g. '$200'. */
  amount: string;
  /** Where the shopper's reservations are listed; null on a site without sign-in. */
  garageHref: string | null;
};

type Reservation = {
  reservation_id: string;
  status: 'pending' | 'held' | 'released' | 'cancelled';
  expires_at: string;
  provider: string;
  /** Set when the deposit was paid after the hold had ended. */
  paid_after_hold_at: string | null;
};
type Availability = { reservable: boolean; reason: 'unknown_car' | 'not_reservable' | 'already_reserved' | null };

type State =
  | { kind: 'checking' }
  | { kind: 'unavailable'; message: string; garage: boolean }
  | { kind: 'form' }
  | { kind: 'sending' }
  | { kind: 'waiting' }
  | { kind: 'done'; reservation: Reservation };

const REFUSED: Record<string, string> = {
  unknown_car: STRINGS.reserveUnknownCar,
  not_reservable: STRINGS.reserveNotReservable,
  already_reserved: STRINGS.reserveAlreadyReserved,
};

/** Refusals that stand until something changes (the car, or the shopper's other hold ending): the form gives way to the message. */
const STANDING = new Set([...Object.keys(REFUSED), 'hold_limit']);

const FIELDS = [
  { name: 'name', label: STRINGS.reserveFullName, type: 'text', autoComplete: 'name' },
  { name: 'email', label: STRINGS.reserveEmail, type: 'email', autoComplete: 'email' },
  { name: 'phone', label: STRINGS.reserveMobile, type: 'tel', autoComplete: 'tel', hint: STRINGS.mobileHint },
] as const;

type FieldName = (typeof FIELDS)[number]['name'];

const heldUntil = (iso: string) =>
  new Intl.DateTimeFormat('en-AU', { weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

const query = (name: string) => new URLSearchParams(window.location.search).get(name);

async function getJson<T>(path: string): Promise<T | null> {
  try {
    const response = await fetch(path, { headers: { accept: 'application/json' }, credentials: 'same-origin' });
    return response.ok ? ((await response.json()) as T) : null;
  } catch {
    return null;
  }
}

/**
 * The reserve form on /cars/{slug}/checkout: asks the server whether the car can still be reserved
 * (the page may be older than the last reservation), takes the buyer's details, and reserves. With
 * the embedded provider the car is held at once; with Stripe the shopper pays on Stripe's page and
 * comes back here with ?reservation=, where the status is read until the payment is confirmed.
 */
export default function ReserveForm({ carId, amount, garageHref }: Props) {
  const session = useSession();
  const [state, setState] = useState<State>({ kind: 'checking' });
  const [values, setValues] = useState<Record<FieldName, string>>({ name: '', email: '', phone: '' });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);

  useEffect(() => {
    void loadSession();
    const returned = query('reservation');
    if (returned) {
      setState({ kind: 'waiting' });
      void waitForPayment(returned);
      return;
    }
    if (query('cancelled')) setAlert(STRINGS.reservePaymentCancelled);
    void getJson<Availability>(`/api/reservations/car/${encodeURIComponent(carId)}`).then((answer) => {
      if (!answer) return setState({ kind: 'form' });
      setState(answer.reservable ? { kind: 'form' } : { kind: 'unavailable', message: REFUSED[answer.reason ?? 'not_reservable']!, garage: false });
    });
  }, [carId]);

  useEffect(() => {
    if (session.status === 'signed-in') setValues((v) => (v.phone ? v : { ...v, phone: session.phone }));
  }, [session]);

  async function waitForPayment(id: string) {
    for (let i = 0; i < 30; i++) {
      const answer = await getJson<{ reservation: Reservation }>(`/api/reservations/status/${encodeURIComponent(id)}`);
      if (answer && answer.reservation.status !== 'pending') {
        if (answer.reservation.status === 'held') return setState({ kind: 'done', reservation: answer.reservation });
        if (answer.reservation.paid_after_hold_at) return setState({ kind: 'unavailable', message: STRINGS.reservePaidAfterHold, garage: false });
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
    setAlert(STRINGS.reservePaymentCancelled);
    setState({ kind: 'form' });
  }

  async function submit(event: { preventDefault(): void }) {
    event.preventDefault();
    setState({ kind: 'sending' });
    setAlert(null);
    const body = { car_id: carId, ...values, ...(query('purchase') ? { purchase: query('purchase') } : {}) };
    const result = await postJson<{ reservation: Reservation; redirect_url: string | null }>('/api/reservations', body, STRINGS.reserveFailed);
    if (result.ok) {
      const { reservation, redirect_url } = result.body;
      if (redirect_url) {
        setState({ kind: 'waiting' });
        window.location.assign(redirect_url);
        return;
      }
      // A repeat reserve while the first one's payment page is still being made: wait for its outcome.
      if (reservation.status === 'pending') {
        setState({ kind: 'waiting' });
        return void waitForPayment(reservation.reservation_id);
      }
      return setState({ kind: 'done', reservation });
    }
    const fieldErrors = Object.fromEntries(FIELDS.flatMap((f) => (result.fields[f.name] ? [[f.name, result.fields[f.name]!.join(' ')]] : [])));
    setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length === 0) setAlert(result.message);
    const standing = result.error !== undefined && STANDING.has(result.error);
    setState(standing ? { kind: 'unavailable', message: result.message, garage: result.error === 'hold_limit' } : { kind: 'form' });
  }

  if (state.kind === 'checking') return <p role="status">{STRINGS.reserveChecking}</p>;
  if (state.kind === 'waiting') return <p role="status">{STRINGS.reserveWaitingForPayment}</p>;
  if (state.kind === 'unavailable') {
    return (
      <>
        <p className="lf-alert" role="alert" data-testid="reserve-unavailable">
          {state.message}
        </p>
        {state.garage && garageHref && (
          <p>
            <a href={garageHref}>{STRINGS.reserveViewGarage}</a>
          </p>
        )}
      </>
    );
  }
  if (state.kind === 'done') {
    const { reservation } = state;
    return (
      <div className="reserve-done" role="status" data-testid="reserve-done">
        <h2>{STRINGS.reserveDone}</h2>
        <p>{STRINGS.reserveHeldUntil(heldUntil(reservation.expires_at))}</p>
        <p>{reservation.provider === 'embedded' ? STRINGS.reserveDepositToDealerText(amount) : STRINGS.reserveDepositPaidOnline}</p>
        {garageHref && (
          <p>
            <a href={garageHref}>{STRINGS.reserveViewGarage}</a>
          </p>
        )}
      </div>
    );
  }
  return (
    <form className="lf" onSubmit={submit} noValidate data-testid="reserve-form">
      <h2>{STRINGS.reserveYourDetails}</h2>
      {alert && (
        <p className="lf-alert" role="alert">
          {alert}
        </p>
      )}
      {FIELDS.map((field) => {
        const error = errors[field.name];
        const id = `reserve-${field.name}`;
        // The mobile says what it takes (an Australian mobile), as the lead forms' does.
        const hint = 'hint' in field ? field.hint : null;
        const describedBy = [...(hint ? [`${id}-hint`] : []), ...(error ? [`${id}-error`] : [])].join(' ');
        return (
          <div className="lf-field" key={field.name}>
            <label htmlFor={id}>{field.label}</label>
            {hint && (
              <p className="lf-hint" id={`${id}-hint`}>
                {hint}
              </p>
            )}
            <input
              id={id}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              required
              value={values[field.name]}
              onChange={(e) => setValues({ ...values, [field.name]: e.target.value })}
              {...(error ? { 'aria-invalid': true } : {})}
              {...(describedBy ? { 'aria-describedby': describedBy } : {})}
            />
            {error && (
              <p className="lf-error" id={`${id}-error`}>
                {error}
              </p>
            )}
          </div>
        );
      })}
      <p className="lf-actions">
        <button type="submit" className="btn" disabled={state.kind === 'sending'}>
          {state.kind === 'sending' ? STRINGS.reserveSending : STRINGS.reserveNow(amount)}
        </button>
      </p>
    </form>
  );
}
