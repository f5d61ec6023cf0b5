import { useId, useState, type SubmitEvent } from 'react';
import { ALERT_COPY } from '../../lib/accounts/alert-copy.ts';
import type { AlertChannel } from '../../lib/dealer/config-shopper-alerts.ts';
import { LISTING_ROOT } from '../../lib/listing/listing-routes.ts';
import type { AlertAddress } from './alert-email-api.ts';
import { removeSearch, updateSearch, type SavedSearch } from './saved-search-api.ts';

type Row = {
  search: SavedSearch;
  /** The dealer's `shopper_alerts.channels`. */
  channels: readonly AlertChannel[];
  /** The shopper's alert address: a search switched to e-mail goes to it (null: none yet). */
  address: AlertAddress | null;
  /** The shopper's confirmed addresses. */
  confirmed: readonly string[];
  onChange: (next: SavedSearch | null) => void;
  onError: (message: string) => void;
};

/** How a search's alerts go, as its row says it: by SMS, or by e-mail to its address and whether that waits for its link. */
export function channelText(search: Pick<SavedSearch, 'channel' | 'email'>, confirmed: readonly string[]): string {
  if (search.channel === 'sms' || search.email === null) return ALERT_COPY.bySms;
  const to = ALERT_COPY.byEmailTo(search.email);
  return confirmed.includes(search.email) ? to : `${to} (${ALERT_COPY.waitingForLink})`;
}

/**
 * One saved search: its name linking to the listing it saved, its state and channel, and rename,
 * pause/resume, switch channel (where the dealer offers both; to e-mail once the shopper has an
 * alert address) and delete.
 */
export default function SavedSearchRow({ search, channels, address, confirmed, onChange, onError }: Row) {
  const id = useId();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(search.name);
  const [nameError, setNameError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const other = search.channel === 'sms' ? 'email' : 'sms';
  const switchTo = channels.includes(other) ? other : null;

  const change = async (body: Parameters<typeof updateSearch>[1]) => {
    setBusy(true);
    const result = await updateSearch(search.id, body);
    setBusy(false);
    if (result.ok) {
      onChange(result.body.search);
      return true;
    }
    const field = result.fields['name']?.[0];
    if (field) setNameError(field);
    // A channel switch's field error (an address no longer taken, a channel the dealer dropped) is the row's message.
    else onError(result.fields['email']?.[0] ?? result.fields['channel']?.[0] ?? result.message);
    return false;
  };

  const rename = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await change({ name: name.trim() })) {
      setRenaming(false);
      setNameError(null);
    }
  };

  const remove = async () => {
    setBusy(true);
    const result = await removeSearch(search.id);
    setBusy(false);
    if (result.ok) onChange(null);
    else onError(result.message);
  };

  /** A button about this search (its name describes it, so "Delete" says which). */
  const action = (label: string, onClick: () => void) => (
    <button type="button" className="btn secondary" disabled={busy} aria-describedby={`${id}-label`} onClick={onClick}>
      {label}
    </button>
  );

  return (
    <li className="saved-search" data-testid="saved-search" data-paused={search.paused ? '' : undefined}>
      <p>
        <a href={`${LISTING_ROOT}${search.urlState}`}>{search.name}</a>
        {search.paused && <span className="saved-search__paused"> ({ALERT_COPY.paused})</span>}
        <span className="lf-hint" data-testid="saved-search-channel">
          {' '}
          · {channelText(search, confirmed)}
        </span>
      </p>
      {renaming && (
        <form className="lf saved-search__rename" noValidate onSubmit={(e) => void rename(e)}>
          <div className="lf-field">
            <label htmlFor={`${id}-name`}>{ALERT_COPY.renameLabel(search.name)}</label>
            <input
              id={`${id}-name`}
              type="text"
              maxLength={60}
              value={name}
              onChange={(e) => setName(e.target.value)}
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? `${id}-error` : undefined}
            />
            {nameError && (
              <p className="lf-error" id={`${id}-error`}>
                {nameError}
              </p>
            )}
          </div>
          <div className="lf-actions">
            <button type="submit" className="btn" disabled={busy}>
              {ALERT_COPY.saveName}
            </button>
            <button type="button" className="btn secondary" onClick={() => setRenaming(false)}>
              {ALERT_COPY.cancel}
            </button>
          </div>
        </form>
      )}
      <div className="lf-actions">
        {!renaming && action(ALERT_COPY.rename, () => setRenaming(true))}
        {action(search.paused ? ALERT_COPY.resume : ALERT_COPY.pause, () => void change({ paused: !search.paused }))}
        {switchTo === 'sms' && action(ALERT_COPY.switchToSms, () => void change({ channel: 'sms' }))}
        {switchTo === 'email' && address && action(ALERT_COPY.switchToEmail, () => void change({ channel: 'email', email: address.email }))}
        {action(ALERT_COPY.remove, () => void remove())}
        <span id={`${id}-label`} hidden>
          {search.name}
        </span>
      </div>
    </li>
  );
}
