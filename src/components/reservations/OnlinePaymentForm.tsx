import { useEffect, useState } from 'react';
import { ACCOUNT_COPY } from '../../lib/accounts/copy.ts';
import { formatAud } from '../../lib/inventory/price-display.ts';
import { STRINGS } from '../../lib/strings.ts';
import { loadSession } from '../../stores/session.ts';
import { postJson } from '../accounts/post-json.ts';

type Request = { reference: string; amount: number; description: string };
type Payment = { payment_id: string; reference: string; amount: number; status: 'pending' | 'paid' | 'to_be_taken' | 'lapsed' };

type State = { kind: 'reference' } | { kind: 'confirm'; request: Request } | { kind: 'busy' } | { kind: 'done'; payment: Payment };

async function getJson<T>(path: string): Promise<{ ok: true; body: T } | { ok: false; message: string }> {
  try {
    const response = await fetch(path, { headers: { accept: 'application/json' }, credentials: 'same-origin' });
    const body = (await response.json().catch(() => ({}))) as T & { message?: string };
    return response.ok ? { ok: true, body } : { ok: false, message: body.message ?? STRINGS.onlinePaymentUnknownReference };
  } catch {
    return { ok: false, message: STRINGS.reserveFailed };
  }
}

/**
 * /online-payment: the shopper types the reference the dealer gave them, sees the amount and what
 * it is for, and pays it through the site's payment provider (Stripe's page, or recorded for the
 * dealer to take). Back from Stripe with ?payment=, the payment's status is shown.
 */
export default function OnlinePaymentForm() {
  const [state, setState] = useState<State>({ kind: 'reference' });
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    void loadSession();
    const returned = new URLSearchParams(window.location.search).get('payment');
    if (returned)
      void getJson<{ payment: Payment }>(`/api/online-payments/status/${encodeURIComponent(returned)}`).then(
        (r) => r.ok && setState({ kind: 'done', payment: r.body.payment }),
      );
  }, []);

  async function find(event: { preventDefault(): void }) {
    event.preventDefault();
    if (!reference.trim()) return setError(STRINGS.fieldRequired);
    setState({ kind: 'busy' });
    const found = await getJson<Request>(`/api/online-payments/reference/${encodeURIComponent(reference.trim())}`);
    setError(found.ok ? null : found.message);
    setState(found.ok ? { kind: 'confirm', request: found.body } : { kind: 'reference' });
  }

  async function pay(request: Request) {
    setState({ kind: 'busy' });
    const result = await postJson<{ payment: Payment; redirect_url: string | null }>(
      '/api/online-payments',
      { reference: request.reference },
      STRINGS.reserveFailed,
    );
    if (!result.ok) {
      setError(result.message);
      return setState({ kind: 'reference' });
    }
    if (result.body.redirect_url) return window.location.assign(result.body.redirect_url);
    setState({ kind: 'done', payment: result.body.payment });
  }

  if (state.kind === 'busy') return <p role="status">{STRINGS.reserveSending}</p>;
  if (state.kind === 'done') {
    const { payment } = state;
    const amount = formatAud(payment.amount);
    const text =
      payment.status === 'paid'
        ? STRINGS.onlinePaymentPaid(amount, payment.reference)
        : payment.status === 'pending'
          ? STRINGS.reserveWaitingForPayment
          : payment.status === 'lapsed'
            ? STRINGS.onlinePaymentLapsed
            : STRINGS.onlinePaymentRecorded(amount, payment.reference);
    return (
      <p role="status" data-testid="online-payment-done">
        {text}
      </p>
    );
  }
  if (state.kind === 'confirm') {
    const { request } = state;
    return (
      <div data-testid="online-payment-confirm">
        <p>
          <strong>{request.reference}</strong>: {request.description}
        </p>
        <p className="lf-actions">
          <button type="button" className="btn" onClick={() => void pay(request)}>
            {STRINGS.onlinePaymentPay(formatAud(request.amount))}
          </button>
        </p>
      </div>
    );
  }
  return (
    <form className="lf" onSubmit={find} noValidate data-testid="online-payment-form">
      <div className="lf-field">
        <label htmlFor="online-payment-reference">{STRINGS.onlinePaymentReference}</label>
        <input
          id="online-payment-reference"
          type="text"
          autoComplete="off"
          value={reference}
          onChange={(e) => setReference(e.target.value)}
          {...(error ? { 'aria-invalid': true, 'aria-describedby': 'online-payment-error' } : {})}
        />
        {error && (
          <p className="lf-error" id="online-payment-error">
            {error}
          </p>
        )}
      </div>
      <p className="lf-actions">
        <button type="submit" className="btn">
          {ACCOUNT_COPY.continue}
        </button>
      </p>
    </form>
  );
}
