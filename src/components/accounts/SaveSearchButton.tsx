import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { ALERT_COPY } from '../../lib/accounts/alert-copy.ts';
import { suggestedSearchName } from '../../lib/accounts/saved-search-name.ts';
import { signInUrl } from '../../lib/accounts/sign-in-link.ts';
import { serialiseListingState } from '../../lib/listing/url-state.ts';
import type { AlertChannel } from '../../lib/dealer/config-shopper-alerts.ts';
import { $listingState } from '../../stores/listing.ts';
import { loadSession } from '../../stores/session.ts';
import { loadAlertEmails, type AlertAddress } from './alert-email-api.ts';
import SaveSearchDialog from './SaveSearchDialog.tsx';

/** The hash the sign-in round trip carries back, so the dialog opens on the shopper's return. */
const SAVE_INTENT = '#save-search';

/**
 * "Save this search" on the listing of a dealer with shopper alerts (rule: accounts.shopper-alerts).
 * Signed out, it sends the shopper to sign-in and back to this search, where the dialog opens;
 * signed in, it opens the dialog with the listing's URL state (its share link's query, page dropped),
 * the dealer's channels and, where e-mail is one, the shopper's alert address.
 */
export default function SaveSearchButton({ indexName, channels }: { indexName: string; channels: readonly AlertChannel[] }) {
  const state = useStore($listingState);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [phone, setPhone] = useState<string | null>(null);
  const [opened, setOpened] = useState(0);
  const [address, setAddress] = useState<AlertAddress | null>(null);
  const [saved, setSaved] = useState<{ name: string; waitingFor: string | null } | null>(null);
  const { page: _page, ...search } = state;
  const query = serialiseListingState(search, { indexName });

  const open = async () => {
    const session = await loadSession();
    if (session.status !== 'signed-in') {
      const here = `${window.location.pathname}${window.location.search}`;
      window.location.assign(signInUrl('my-garage', `${here}${SAVE_INTENT}`, here));
      return;
    }
    // Unread (a failed answer), the address is asked for again, as a new one.
    const known = channels.includes('email') ? await loadAlertEmails() : 'failed';
    setAddress(known === 'failed' ? null : known.address);
    setPhone(session.phone);
    setSaved(null);
    setOpened((n) => n + 1);
  };

  useEffect(() => {
    if (opened > 0 && dialogRef.current && !dialogRef.current.open) dialogRef.current.showModal();
  }, [opened]);

  useEffect(() => {
    if (window.location.hash !== SAVE_INTENT) return;
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
    void loadSession().then((session) => (session.status === 'signed-in' ? open() : undefined));
  }, []);

  return (
    <div className="save-search">
      <button type="button" className="btn secondary" data-testid="save-search" aria-haspopup="dialog" onClick={() => void open()}>
        {ALERT_COPY.saveSearch}
      </button>
      {saved && (
        <p role="status" data-testid="save-search-saved">
          {saved.waitingFor ? ALERT_COPY.savedPending(saved.name, saved.waitingFor) : ALERT_COPY.saved(saved.name)}{' '}
          <a href="/my-garage/">{ALERT_COPY.savedSearchesHeading}</a>
        </p>
      )}
      {phone && (
        <SaveSearchDialog
          key={opened}
          dialogRef={dialogRef}
          suggestedName={suggestedSearchName(state)}
          urlState={query ? `?${query}` : ''}
          phone={phone}
          channels={channels}
          address={address}
          onSaved={(name, waitingFor) => setSaved({ name, waitingFor })}
        />
      )}
    </div>
  );
}
