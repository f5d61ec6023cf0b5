import { useEffect, useState } from 'react';
import { ALERT_COPY } from '../../lib/accounts/alert-copy.ts';
import type { AlertChannel } from '../../lib/dealer/config-shopper-alerts.ts';
import { loadSession } from '../../stores/session.ts';
import AlertEmailAddress from './AlertEmailAddress.tsx';
import { loadAlertEmails, type AlertAddress } from './alert-email-api.ts';
import SavedSearchRow from './SavedSearchRow.tsx';
import { listSavedSearches, type SavedSearch } from './saved-search-api.ts';
import '../forms/forms.css';

type Emails = { address: AlertAddress | null; emails: string[] };

/**
 * My garage's saved searches (rule: accounts.shopper-alerts), each renamed, paused or resumed,
 * switched between the dealer's channels and deleted through the API; where the dealer sends
 * e-mail, the shopper's alert address with its state.
 */
export default function SavedSearches({ channels }: { channels: readonly AlertChannel[] }) {
  const byEmail = channels.includes('email');
  const [searches, setSearches] = useState<SavedSearch[] | null>(null);
  const [emails, setEmails] = useState<Emails>({ address: null, emails: [] });
  const [error, setError] = useState<string | null>(null);
  const load = async () => {
    const [answer, known] = await Promise.all([listSavedSearches(), byEmail ? loadAlertEmails() : null]);
    if (answer) setSearches(answer.searches);
    if (known && known !== 'failed') setEmails(known);
    if (!answer || known === 'failed') setError(ALERT_COPY.searchesFailed);
  };
  useEffect(() => {
    void (async () => {
      const session = await loadSession();
      if (session.status === 'signed-in') await load();
    })();
  }, []);

  const replace = (id: string, next: SavedSearch | null) => {
    setError(null);
    setSearches((list) => (list ?? []).flatMap((s) => (s.id !== id ? [s] : next ? [next] : [])));
  };

  return (
    <div data-testid="saved-searches">
      {error && (
        <div className="lf-alert" role="alert">
          <p>{error}</p>
        </div>
      )}
      {searches === null ? (
        !error && <p>{ALERT_COPY.loadingSearches}</p>
      ) : searches.length === 0 ? (
        <p data-testid="saved-searches-empty">{ALERT_COPY.noSavedSearches}</p>
      ) : (
        <ul className="saved-search-list">
          {searches.map((s) => (
            <SavedSearchRow
              key={s.id}
              search={s}
              channels={channels}
              address={emails.address}
              confirmed={emails.emails}
              onChange={(next) => replace(s.id, next)}
              onError={setError}
            />
          ))}
        </ul>
      )}
      {/* A new address moves the e-mail searches to it: both are read again. */}
      {byEmail && searches !== null && <AlertEmailAddress address={emails.address} onChanged={() => void load()} />}
    </div>
  );
}
