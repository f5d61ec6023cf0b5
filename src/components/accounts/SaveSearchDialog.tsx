import { useId, useState, type SubmitEvent, type RefObject } from 'react';
import { ALERT_COPY } from '../../lib/accounts/alert-copy.ts';
import type { AlertChannel } from '../../lib/dealer/config-shopper-alerts.ts';
import { addressError, addressStep, sendAddressLink, type AlertAddress } from './alert-email-api.ts';
import { saveSearch, type SearchChannel } from './saved-search-api.ts';
import SearchChannelField from './SearchChannelField.tsx';
import '../forms/forms.css';

export type SaveSearchDialogProps = {
  dialogRef: RefObject<HTMLDialogElement | null>;
  /** The name the filters suggest, filled in each time the dialog opens. */
  suggestedName: string;
  /** The listing's URL state, '?' first, as its share link carries it (without the page). */
  urlState: string;
  /** The signed-in mobile the SMS go to. */
  phone: string;
  /** The dealer's `shopper_alerts.channels`. */
  channels: readonly AlertChannel[];
  /** The shopper's alert address (null: none yet, or the dealer sends no e-mail). */
  address: AlertAddress | null;
  /** The saved search's name, and the address whose link its e-mail alerts wait for (null: they start now). */
  onSaved: (name: string, waitingFor: string | null) => void;
};

type Errors = { message: string | null; fields: Record<string, string[]> };
const NO_ERRORS: Errors = { message: null, fields: {} };

/** The field a failed save's first error is shown at, to move focus to (none: the message above the buttons). */
function firstErrorField(fields: Record<string, string[]>): string | null {
  if (fields['name'] || fields['url_state']) return 'name';
  if (fields['email']) return 'email';
  if (fields['consent']) return 'consent';
  return null;
}

/**
 * The save dialog (rule: accounts.shopper-alerts): a native modal dialog, so the page behind it is
 * inert (focus stays in it) and Escape closes it. The name, the channel the dealer offers (a radio
 * group where it offers SMS and e-mail) and the explicit opt-in box. By e-mail to an address that is
 * not yet the shopper's alert address, Save first asks for its confirmation link, then saves the
 * search, whose e-mail alerts start once the link is opened. Field errors are shown at their
 * fields (focus moves to the first), a 409 past the cap above the buttons.
 */
export default function SaveSearchDialog({ dialogRef, suggestedName, urlState, phone, channels, address, onSaved }: SaveSearchDialogProps) {
  const id = useId();
  const [name, setName] = useState(suggestedName);
  const [channel, setChannel] = useState<AlertChannel>(channels[0] ?? 'sms');
  const [email, setEmail] = useState(address?.email ?? '');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Errors>(NO_ERRORS);
  const [busy, setBusy] = useState(false);
  const nameError = errors.fields['name']?.[0] ?? errors.fields['url_state']?.[0];
  const emailError = errors.fields['email']?.[0];
  const channelError = errors.fields['channel']?.[0];
  const consentError = errors.fields['consent']?.[0];
  const formError = errors.message !== null && !nameError && !consentError && !emailError && !channelError ? errors.message : null;

  const failed = (message: string | null, fields: Record<string, string[]>) => {
    setErrors({ message, fields });
    const first = firstErrorField(fields);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  };

  /** By e-mail: the address's link sent when it is new; its state, or null after an error shown at the field. */
  const readyAddress = async (): Promise<AlertAddress | null> => {
    if (addressStep(address, email) === 'ready' && address) return address;
    const sent = await sendAddressLink(email.trim());
    if (sent.ok) return sent.body;
    failed(null, { email: [addressError(sent) ?? ALERT_COPY.emailRequired] });
    return null;
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    // No link is sent for a search that cannot be saved: the opt-in box first.
    if (channel === 'email' && !consent) return failed(null, { consent: [ALERT_COPY.consentRequired] });
    setBusy(true);
    const to = channel === 'email' ? await readyAddress() : null;
    if (channel === 'email' && to === null) return setBusy(false);
    const via: SearchChannel = to ? { channel: 'email', email: to.email } : { channel: 'sms' };
    const result = await saveSearch(name.trim(), urlState, consent, via);
    setBusy(false);
    if (result.ok) {
      setErrors(NO_ERRORS);
      dialogRef.current?.close();
      onSaved(result.body.search.name, to && !to.confirmed ? to.email : null);
      return;
    }
    failed(result.message, result.fields);
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
        <SearchChannelField
          id={id}
          channels={channels}
          channel={channel}
          onChannel={setChannel}
          phone={phone}
          address={address}
          email={email}
          onEmail={setEmail}
          emailError={emailError}
          channelError={channelError}
        />
        <div className="lf-field">
          <div className="lf-check">
            <input
              id={`${id}-consent`}
              name="consent"
              type="checkbox"
              checked={consent}
              onChange={(e) => setConsent(e.target.checked)}
              aria-invalid={consentError ? true : undefined}
              aria-describedby={consentError ? `${id}-consent-error` : undefined}
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
