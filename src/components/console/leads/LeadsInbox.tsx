import { OFFER_COPY } from '../../../lib/trade-in/offer-copy.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FORM_LABELS, INBOX_POLL_MS, INBOX_STATUS_LABELS, INBOX_STATUSES, durationLabel, type InboxRow } from '../../../lib/inbox/inbox-vocabulary.ts';
import { CONSOLE_COPY } from '../../../lib/console/console-copy.ts';
import { reactIsland } from '../../react-island.ts';
import { chosenRole, useStaffSession, type StaffSessionBody } from '../use-staff-session.ts';
import { inboxApi, NO_FILTERS, type InboxChoices, type InboxFilters } from './inbox-api.ts';
import { LeadDetailPanel } from './LeadDetailPanel.tsx';
import { AlertSettings } from './AlertSettings.tsx';
import { Options } from './Options.tsx';
import { SpeedFigures } from './SpeedFigures.tsx';
import './inbox.css';

type Props = {
  /** The console's lead calls for the dealer the screen works on, e.g. /api/console/dealers/harbour-mazda/leads. */
  apiBase: string;
  person: StaffSessionBody['person'];
};

const when = (iso: string) => new Date(iso).toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short' });

/** Merges newer leads in at the top, each once, keeping the order newest first. */
function mergeNewer(current: InboxRow[], newer: InboxRow[]): InboxRow[] {
  const known = new Map(current.map((l) => [l.lead_id, l]));
  const fresh = newer.filter((l) => !known.has(l.lead_id));
  for (const l of newer) if (known.has(l.lead_id)) known.set(l.lead_id, l);
  return [...fresh, ...current.map((l) => known.get(l.lead_id)!)].sort(
    (a, b) => b.created_at.localeCompare(a.created_at) || b.lead_id.localeCompare(a.lead_id),
  );
}

/**
 * The dealer's leads inbox: filters, the list newest first (new leads join it without a reload:
 * the screen asks every two seconds for leads since the newest it shows), a lead's whole record with
 * its status, notes, assignment and resend, speed-to-lead figures and the CSV of the filtered leads.
 */
function Inbox({ apiBase, person }: Props) {
  const api = useRef(inboxApi(apiBase)).current;
  const [filters, setFilters] = useState<InboxFilters>(NO_FILTERS);
  const [leads, setLeads] = useState<InboxRow[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(() => (typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('lead')));
  const [speedKey, setSpeedKey] = useState(0);
  const newest = useRef<string | null>(null);
  const [choices, setChoices] = useState<InboxChoices | null>(null);
  useEffect(() => {
    api.choices().then(setChoices, () => undefined);
  }, [api]);
  const { locations, staff } = choices ?? { locations: [], staff: [] };

  const load = useCallback(async () => {
    try {
      const page = await api.page(filters);
      setLeads(page.leads);
      setNext(page.next_cursor);
      newest.current = page.leads[0]?.created_at ?? page.polled_at;
      setError(null);
    } catch (e) {
      setError((e as Error).message);
    }
  }, [api, filters]);

  useEffect(() => {
    setLeads(null);
    void load();
  }, [load]);

  // Short polling (docs/console-leads.md): one indexed query for leads since the newest shown.
  useEffect(() => {
    const timer = setInterval(async () => {
      if (document.hidden || newest.current === null) return;
      try {
        const page = await api.page(filters, { since: newest.current });
        if (page.leads.length > 0) {
          setLeads((current) => mergeNewer(current ?? [], page.leads));
          newest.current = page.leads[0]!.created_at > newest.current ? page.leads[0]!.created_at : newest.current;
        }
      } catch {
        // The next poll tries again; the list stays as it is.
      }
    }, INBOX_POLL_MS);
    return () => clearInterval(timer);
  }, [api, filters]);

  const more = async () => {
    if (!next) return;
    const page = await api.page(filters, { cursor: next });
    setLeads((current) => [...(current ?? []), ...page.leads]);
    setNext(page.next_cursor);
  };

  const changed = (row: InboxRow) => {
    setLeads((current) => (current ?? []).map((l) => (l.lead_id === row.lead_id ? row : l)));
    setSpeedKey((k) => k + 1);
  };

  const set = (key: keyof InboxFilters) => (event: { target: { value: string } }) => setFilters((f) => ({ ...f, [key]: event.target.value }));
  const locationName = (id: number | null) => locations.find((l) => l.id === id)?.name ?? '';

  return (
    <div className="inbox" data-open={open ? 'detail' : 'list'}>
      <section className="inbox-list" aria-labelledby="inbox-heading">
        <h2 id="inbox-heading" className="inbox-heading">
          New and recent leads
        </h2>
        {choices ? (
          <p className={choices.destinations.length === 0 ? 'inbox-destinations store-only' : 'inbox-destinations'} data-testid="lead-destinations">
            {choices.destinations.length === 0 ? CONSOLE_COPY.leadsStayInStore : CONSOLE_COPY.leadsGoTo(choices.destinations.join(' and '))}
          </p>
        ) : null}
        <SpeedFigures api={api} refresh={speedKey} />
        <AlertSettings apiBase={apiBase} person={person} />
        <form className="inbox-filters" onSubmit={(e) => e.preventDefault()} aria-label="Filter leads">
          <label>
            Status
            <select value={filters.status} onChange={set('status')}>
              <option value="">All</option>
              <Options choices={INBOX_STATUSES.map((s) => [s, INBOX_STATUS_LABELS[s]])} />
            </select>
          </label>
          <label>
            Form
            <select value={filters.form} onChange={set('form')}>
              <option value="">All</option>
              <Options choices={Object.entries(FORM_LABELS)} />
            </select>
          </label>
          {locations.length > 1 && (
            <label>
              Location
              <select value={filters.location} onChange={set('location')}>
                <option value="">All</option>
                <Options choices={locations.map((l) => [String(l.id), l.name])} />
              </select>
            </label>
          )}
          <label>
            Car id
            <input value={filters.car} onChange={set('car')} inputMode="numeric" />
          </label>
          <label>
            From
            <input type="date" value={filters.from} onChange={set('from')} />
          </label>
          <label>
            To
            <input type="date" value={filters.to} onChange={set('to')} />
          </label>
          <a className="inbox-csv" href={api.csvUrl(filters)} download>
            Download CSV
          </a>
        </form>
        {error && (
          <p role="alert" className="inbox-error">
            {error}
          </p>
        )}
        {leads === null && !error && <p aria-live="polite">Loading leads…</p>}
        {leads !== null && leads.length === 0 && <p>No leads match.</p>}
        {leads !== null && leads.length > 0 && (
          <ul className="inbox-rows" aria-label="Leads" aria-live="polite">
            {leads.map((lead) => (
              <li key={lead.lead_id} data-lead={lead.lead_id} aria-current={open === lead.lead_id ? 'true' : undefined}>
                <button type="button" onClick={() => setOpen(lead.lead_id)}>
                  <span className="inbox-who">{lead.name ?? lead.email ?? lead.phone ?? 'No name given'}</span>
                  <span className="inbox-what">
                    {(lead.form && FORM_LABELS[lead.form as keyof typeof FORM_LABELS]) ?? lead.category}
                    {lead.car?.title ? ` · ${lead.car.title}` : ''}
                    {lead.car?.stock_number ? ` (${lead.car.stock_number})` : ''}
                  </span>
                  <span className="inbox-meta">
                    <span className={`inbox-status inbox-status-${lead.status}`}>{INBOX_STATUS_LABELS[lead.status]}</span>
                    {lead.offer_accepted && (
                      <span className="inbox-offer" data-testid="offer-accepted">
                        {OFFER_COPY.acceptedTag}
                      </span>
                    )}
                    <time dateTime={lead.created_at}>{when(lead.created_at)}</time>
                    {locationName(lead.location_id) && <span>{locationName(lead.location_id)}</span>}
                    {lead.first_touch_seconds !== null && <span>First touch {durationLabel(lead.first_touch_seconds)}</span>}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {next && (
          <button type="button" className="inbox-more" onClick={() => void more()}>
            Show more leads
          </button>
        )}
      </section>
      {open && (
        <LeadDetailPanel key={open} api={api} leadId={open} staff={staff} locationName={locationName} onChange={changed} onClose={() => setOpen(null)} />
      )}
    </div>
  );
}

/** The Leads screen's island: the inbox of the dealer the signed-in person works on (`?dealer=`, else this site's). */
function LeadsInbox() {
  const session = useStaffSession();
  if (!session) return <p aria-live="polite">{CONSOLE_COPY.loading}</p>;
  const { dealer } = chosenRole(session);
  return <Inbox apiBase={`/api/console/dealers/${encodeURIComponent(dealer)}/leads`} person={session.person} />;
}

export default reactIsland(LeadsInbox);
