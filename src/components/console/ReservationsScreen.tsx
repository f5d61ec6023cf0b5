import { useState } from 'react';
import { CONSOLE_COPY } from '../../lib/console/console-copy.ts';
import { reactIsland } from '../react-island.ts';
import { consoleCall } from './console-api.ts';
import { useDealerData } from './use-dealer-data.ts';

type Row = {
  reservation_id: string;
  car_id: string;
  car_slug: string;
  car_title: string;
  name: string;
  email: string;
  phone: string;
  amount: number;
  provider: string;
  status: string;
  created_at: string;
  expires_at: string;
  deposit_taken_at: string | null;
  purchase_lead_id: string | null;
};

const when = (iso: string) => new Date(iso).toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short' });

/** The dealer's reservations and purchases: cancel, extend or mark the deposit of a live one. */
function ReservationsScreen() {
  const { role, data, error, reload } = useDealerData<{ reservations: Row[] }>('/reservations');
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  if (error) return <p className="console-error">{error}</p>;
  if (!role || !data) return <p>{CONSOLE_COPY.loading}</p>;
  const act = async (row: Row, action: 'cancel' | 'deposit-taken' | 'extend', confirmText: string | null, body?: unknown) => {
    if (confirmText && !window.confirm(confirmText)) return;
    const answer = await consoleCall('POST', `/dealers/${encodeURIComponent(role.dealer)}/reservations/${row.reservation_id}/${action}`, body);
    const done = {
      cancel: `Cancelled: ${row.car_title} is available again.`,
      'deposit-taken': `Deposit marked taken for ${row.car_title}.`,
      extend: `Extended the hold on ${row.car_title}.`,
    };
    setNotice(answer.ok ? { ok: true, text: done[action] } : { ok: false, text: answer.message });
    reload();
  };
  return (
    <>
      <p className={notice?.ok === false ? 'console-error' : 'console-notice'} role="status">
        {notice?.text}
      </p>
      {data.reservations.length === 0 ? (
        <p>No reservations yet.</p>
      ) : (
        <table className="console-table">
          <thead>
            <tr>
              <th scope="col">Car</th>
              <th scope="col">Customer</th>
              <th scope="col">Deposit</th>
              <th scope="col">Status</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {data.reservations.map((r) => (
              <tr key={r.reservation_id} data-reservation={r.reservation_id}>
                <td data-label="Car">
                  <a href={`/cars/${r.car_slug}/`}>{r.car_title}</a>
                  {r.purchase_lead_id && <div>Buy online purchase</div>}
                </td>
                <td data-label="Customer">
                  {r.name}
                  <br />
                  <a href={`tel:${r.phone}`}>{r.phone}</a> · <a href={`mailto:${r.email}`}>{r.email}</a>
                </td>
                <td data-label="Deposit">
                  ${r.amount} ({r.provider === 'embedded' ? 'to be taken by the dealer' : r.provider})
                  {r.deposit_taken_at && <div>Taken {when(r.deposit_taken_at)}</div>}
                </td>
                <td data-label="Status">
                  {r.status}
                  {(r.status === 'held' || r.status === 'pending') && <div>until {when(r.expires_at)}</div>}
                </td>
                <td data-label="Actions">
                  <div className="console-actions">
                    {r.status === 'held' && !r.deposit_taken_at && (
                      <button type="button" onClick={() => void act(r, 'deposit-taken', null)}>
                        Mark deposit taken
                      </button>
                    )}
                    {r.status === 'held' && (
                      <button type="button" className="console-secondary" onClick={() => void act(r, 'extend', null, { days: 2 })}>
                        Extend 2 days
                      </button>
                    )}
                    {(r.status === 'held' || r.status === 'pending') && (
                      <button
                        type="button"
                        className="console-secondary"
                        onClick={() => void act(r, 'cancel', `Cancel the reservation of ${r.car_title}? The car becomes available on the site again.`)}
                      >
                        Cancel reservation
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

export default reactIsland(ReservationsScreen);
