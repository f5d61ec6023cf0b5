import { useEffect, useState } from 'react';
import { INBOX_STATUS_LABELS, INBOX_STATUSES, durationLabel, type InboxRow, type InboxStatus } from '../../../lib/inbox/inbox-vocabulary.ts';
import type { InboxApi, LeadDetail } from './inbox-api.ts';
import { Options } from './Options.tsx';

type Props = {
  api: InboxApi;
  leadId: string;
  staff: { id: string; name: string }[];
  locationName: (id: number | null) => string;
  onChange: (row: InboxRow) => void;
  onClose: () => void;
};

const when = (iso: string) => new Date(iso).toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short' });

/** One lead in full: every answer, photos, the car, deliveries, and what staff do with it. */
export function LeadDetailPanel({ api, leadId, staff, locationName, onChange, onClose }: Props) {
  const [lead, setLead] = useState<LeadDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [said, setSaid] = useState<string | null>(null);

  const reload = () => api.detail(leadId).then(setLead, (e: Error) => setError(e.message));
  useEffect(() => {
    void reload();
  }, [leadId]);

  const act = async (work: () => Promise<InboxRow | { queued: number }>, done: string) => {
    try {
      const result = await work();
      if ('lead_id' in result) onChange(result);
      // Say it is saved once the panel shows what was saved (first touch, history).
      setError(null);
      await reload();
      setSaid(done);
    } catch (e) {
      setError((e as Error).message);
    }
  };
  const name = (id: string | null) => staff.find((s) => s.id === id)?.name ?? id ?? 'Nobody';

  if (!lead)
    return (
      <section className="inbox-detail" aria-label="Lead">
        <button type="button" className="inbox-back" onClick={onClose}>
          Back to leads
        </button>
        <p role={error ? 'alert' : undefined}>{error ?? 'Loading the lead…'}</p>
      </section>
    );

  return (
    <section className="inbox-detail" aria-labelledby="lead-heading">
      <button type="button" className="inbox-back" onClick={onClose}>
        Back to leads
      </button>
      <h2 id="lead-heading">{lead.name ?? lead.email ?? 'Lead'}</h2>
      <p className="inbox-lead-meta">
        {lead.category}
        {lead.subcategory ? ` – ${lead.subcategory}` : ''} · <time dateTime={lead.created_at}>{when(lead.created_at)}</time>
        {lead.location ? ` · ${lead.location.name}` : locationName(lead.location_id) ? ` · ${locationName(lead.location_id)}` : ''}
      </p>
      <p data-first-touch>
        Time to first touch: <strong>{lead.first_touch_seconds === null ? 'not touched yet' : durationLabel(lead.first_touch_seconds)}</strong>
      </p>
      <div className="inbox-actions">
        <label>
          Status
          <select value={lead.status} onChange={(e) => void act(() => api.setStatus(lead.lead_id, e.target.value as InboxStatus), 'Status saved.')}>
            <Options choices={INBOX_STATUSES.map((s) => [s, INBOX_STATUS_LABELS[s]])} />
          </select>
        </label>
        <label>
          Assigned to
          <select value={lead.assignee ?? ''} onChange={(e) => void act(() => api.assign(lead.lead_id, e.target.value || null), 'Assignment saved.')}>
            <option value="">Nobody</option>
            <Options choices={staff.map((s) => [s.id, s.name])} />
          </select>
        </label>
        <button type="button" onClick={() => void act(() => api.resend(lead.lead_id), 'Queued to go to the CRM again.')}>
          Resend to CRM
        </button>
      </div>
      <form
        className="inbox-note"
        onSubmit={(e) => {
          e.preventDefault();
          void act(() => api.addNote(lead.lead_id, note), 'Note added.').then(() => setNote(''));
        }}
      >
        <label>
          Note
          <textarea value={note} onChange={(e) => setNote(e.target.value)} rows={2} maxLength={2000} />
        </label>
        <button type="submit">Add note</button>
      </form>
      <p aria-live="polite" className="inbox-said">
        {error ? <span role="alert">{error}</span> : said}
      </p>
      {lead.car && (
        <p className="inbox-car">
          Car: {lead.car.title ?? lead.car.id}
          {lead.car.stock_number ? ` (stock ${lead.car.stock_number})` : ''}
          {lead.live_car ? (
            <>
              {' '}
              · <a href={lead.live_car.url}>on the site ({lead.live_car.status.replace(/_/g, ' ')})</a>
            </>
          ) : (
            ' · no longer on the site'
          )}
        </p>
      )}
      <h3>Answers</h3>
      <dl className="inbox-answers">
        {[{ name: 'email', label: 'Email', value: lead.email }, { name: 'phone', label: 'Phone', value: lead.phone }, ...lead.answers]
          .filter((a, i, all) => a.value && all.findIndex((b) => b.label === a.label) === i)
          .map((a) => (
            <div key={a.name}>
              <dt>{a.label}</dt>
              <dd>{a.value}</dd>
            </div>
          ))}
      </dl>
      {lead.photos.length > 0 && (
        <>
          <h3>Photos</h3>
          <ul className="inbox-photos">
            {lead.photos.map((p, i) => (
              <li key={p.image_id}>
                <a href={p.url}>
                  <img src={p.url} alt={`Trade-in photo ${i + 1}`} loading="lazy" width={160} height={120} />
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
      <h3>Delivery to the CRM</h3>
      <ul className="inbox-deliveries">
        {lead.deliveries.length === 0 && <li>Not sent anywhere: this dealer forwards no leads.</li>}
        {lead.deliveries.map((d) => (
          <li key={d.target}>
            {d.target}: {d.state}
            {d.resend ? ' (resend)' : ''}
            {d.last_error ? ` – ${d.last_error}` : ''}
          </li>
        ))}
      </ul>
      <h3>History</h3>
      <ol className="inbox-history">
        {lead.activity.map((a) => (
          <li key={a.activity_id}>
            <time dateTime={a.created_at}>{when(a.created_at)}</time> {name(a.actor)}:{' '}
            {a.kind === 'status'
              ? `status ${INBOX_STATUS_LABELS[a.value as InboxStatus] ?? a.value}`
              : a.kind === 'assign'
                ? `assigned to ${name(a.value)}`
                : a.kind === 'resend'
                  ? 'resent to the CRM'
                  : a.value}
          </li>
        ))}
        {lead.activity.length === 0 && <li>Nothing yet.</li>}
      </ol>
    </section>
  );
}
