import { useId, useState, type SubmitEvent, type RefObject } from 'react';
import { ALERT_COPY } from '../../lib/accounts/alert-copy.ts';
import { saveSearch } from './saved-search-api.ts';
import '../forms/forms.css';

export type SaveSearchDialogProps = {
  dialogRef: RefObject<HTMLDialogElement | null>;
  /** The name the filters suggest, filled in each time the dialog opens. */
  suggestedName: string;
  /** The listing's URL state, '?' first, as its share link carries it (without the page). */
  urlState: string;
  /** The signed-in mobile the SMS go to. */
  phone: string;
  onSaved: (name: string) => void;
};

type Errors = { message: string | null; fields: Record<string, string[]> };
const NO_ERRORS: Errors = { message: null, fields: {} };

/**
 * The save dialog (rule: accounts.shopper-alerts): a native modal dialog, so the page behind it is
 * inert (focus stays in it) and Escape closes it. The name, the SMS channel to the signed-in mobile
 * (e-mail needs an address confirmed by a link, which is not built) and the explicit opt-in box;
 * the server's field errors are shown at their fields, a 409 past the cap above the buttons.
 */
export default function SaveSearchDialog({ dialogRef, suggestedName, urlState, phone, onSaved }: SaveSearchDialogProps) {
  const id = useId();
  const [name, setName] = useState(suggestedName);
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Errors>(NO_ERRORS);
  const [busy, setBusy] = useState(false);
  const nameError = errors.fields['name']?.[0] ?? errors.fields['url_state']?.[0];
  const consentError = errors.fields['consent']?.[0] ?? errors.fields['channel']?.[0];
  const formError = errors.message !== null && !nameError && !consentError ? errors.message : null;

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    const result = await saveSearch(name.trim(), urlState, consent);
    setBusy(false);
    if (result.ok) {
      setErrors(NO_ERRORS);
      dialogRef.current?.close();
      onSaved(result.body.search.name);
      return;
    }
    setErrors({ message: result.message, fields: result.fields });
    const first = result.fields['name'] || result.fields['url_state'] ? `${id}-name` : result.fields['consent'] ? `${id}-consent` : null;
    if (first) document.getElementById(first)?.focus();
  };

  return (
    <dialog
      ref={dialogRef}
      className="lf-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      data-testid="save-search-dialog"
      onClose={() => {
        setErrors(NO_ERRORS);
        setConsent(false);
      }}
    >
      <form className="lf" noValidate onSubmit={(e) => void submit(e)}>
        <div className="lf-dialog__head">
          <h2 id={`${id}-title`}>{ALERT_COPY.saveSearchTitle}</h2>
        </div>
        <p id={`${id}-intro`}>{ALERT_COPY.saveSearchIntro}</p>
        <div className="lf-field">
          <label htmlFor={`${id}-name`}>{ALERT_COPY.nameLabel}</label>
          <input
            id={`${id}-name`}
            name="name"
            type="text"
            maxLength={60}
            autoComplete="off"
            value={name}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${id}-name-error` : undefined}
          />
          {nameError && (
            <p className="lf-error" id={`${id}-name-error`}>
              {nameError}
            </p>
          )}
        </div>
        <p className="lf-hint" id={`${id}-channel`}>
          {ALERT_COPY.smsTo(phone)}
        </p>
        <div className="lf-field">
          <div className="lf-check">
            <input
              id={`${id}-consent`}
              name="consent"
              type="checkbox"
              checked={consent}
              onChange={(e) => setConsent(e.target.checked)}
              aria-invalid={consentError ? true : undefined}
              aria-describedby={consentError ? `${id}-channel ${id}-consent-error` : `${id}-channel`}
            />
            <label htmlFor={`${id}-consent`}>{ALERT_COPY.consentLabel}</label>
          </div>
          {consentError && (
            <p className="lf-error" id={`${id}-consent-error`}>
              {consentError}
            </p>
          )}
        </div>
        {formError && (
          <div className="lf-alert" role="alert" data-testid="save-search-error">
            <p>{formError}</p>
          </div>
        )}
        <div className="lf-actions">
          <button type="submit" className="btn" disabled={busy}>
            {ALERT_COPY.save}
          </button>
          <button type="button" className="btn secondary" onClick={() => dialogRef.current?.close()}>
            {ALERT_COPY.cancel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
