import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { ALERT_COPY } from '../../lib/accounts/alert-copy.ts';
import { LISTING_ROOT } from '../../lib/listing/listing-routes.ts';
import { loadSession } from '../../stores/session.ts';
import { listSavedSearches, removeSearch, updateSearch, type SavedSearch } from './saved-search-api.ts';
import '../forms/forms.css';

type Row = { search: SavedSearch; onChange: (next: SavedSearch | null) => void; onError: (message: string) => void };

/** One saved search: its name linking to the listing it saved, its state, and rename, pause/resume and delete. */
function SavedSearchRow({ search, onChange, onError }: Row) {
  const id = useId();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(search.name);
  const [nameError, setNameError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const change = async (body: { name?: string; paused?: boolean }) => {
    setBusy(true);
    const result = await updateSearch(search.id, body);
    setBusy(false);
    if (result.ok) {
      onChange(result.body.search);
      return true;
    }
    const field = result.fields['name']?.[0];
    if (field) setNameError(field);
    else onError(result.message);
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
        <span className="lf-hint"> · {search.channel === 'sms' ? ALERT_COPY.bySms : ALERT_COPY.byEmail}</span>
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
        {action(ALERT_COPY.remove, () => void remove())}
        <span id={`${id}-label`} hidden>
          {search.name}
        </span>
      </div>
    </li>
  );
}

/** My garage's saved searches (rule: accounts.shopper-alerts), each renamed, paused or resumed and deleted through the API. */
export default function SavedSearches() {
  const [searches, setSearches] = useState<SavedSearch[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    void (async () => {
      const session = await loadSession();
      if (session.status !== 'signed-in') return;
      const answer = await listSavedSearches();
      if (answer) setSearches(answer.searches);
      else setError(ALERT_COPY.searchesFailed);
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
            <SavedSearchRow key={s.id} search={s} onChange={(next) => replace(s.id, next)} onError={setError} />
          ))}
        </ul>
      )}
    </div>
  );
}
