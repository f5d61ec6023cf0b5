import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { ALERT_COPY } from '../../lib/accounts/alert-copy.ts';
import { addressError, sendAddressLink, type AlertAddress } from './alert-email-api.ts';

type Props = {
  address: AlertAddress | null;
  /** The address after a link was asked for (or found confirmed): the e-mail searches moved to it. */
  onChanged: (address: AlertAddress) => void;
};

/**
 * My garage's e-mail address for alerts (rule: accounts.shopper-alerts): the address and whether it
 * is confirmed; while it waits, its link sent again; a new address entered (it needs its own link,
 * and the e-mail searches move to it). What happened is said in a status line; an error at the field.
 */
export default function AlertEmailAddress({ address, onChanged }: Props) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The new address's field takes focus when it opens.
  useEffect(() => {
    if (editing) document.getElementById(`${id}-email`)?.focus();
  }, [editing, id]);

  const send = async (to: string) => {
    setBusy(true);
    const result = await sendAddressLink(to);
    setBusy(false);
    if (!result.ok) {
      setError(addressError(result));
      setStatus(null);
      document.getElementById(editing ? `${id}-email` : `${id}-state`)?.focus();
      return;
    }
    setError(null);
    setEditing(false);
    setStatus(result.body.confirmed ? ALERT_COPY.emailConfirmedHint(result.body.email) : ALERT_COPY.confirmSent(result.body.email));
    onChanged(result.body);
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(email.trim());
  };

  return (
    <div className="alert-email" data-testid="alert-email">
      <h3>{ALERT_COPY.alertEmailTitle}</h3>
      <p id={`${id}-state`} tabIndex={-1} data-testid="alert-email-state">
        {address === null
          ? ALERT_COPY.alertEmailNone
          : address.confirmed
            ? ALERT_COPY.alertEmailConfirmed(address.email)
            : ALERT_COPY.alertEmailWaiting(address.email)}
      </p>
      {editing ? (
        <form className="lf" noValidate onSubmit={submit}>
          <div className="lf-field">
            <label htmlFor={`${id}-email`}>{ALERT_COPY.newEmailLabel}</label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              maxLength={254}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-note ${id}-error` : `${id}-note`}
            />
            <p className="lf-hint" id={`${id}-note`}>
              {ALERT_COPY.emailChangeNote}
            </p>
            {error && (
              <p className="lf-error" id={`${id}-error`}>
                {error}
              </p>
            )}
          </div>
          <div className="lf-actions">
            <button type="submit" className="btn" disabled={busy}>
              {ALERT_COPY.sendLink}
            </button>
            <button type="button" className="btn secondary" onClick={() => setEditing(false)}>
              {ALERT_COPY.cancel}
            </button>
          </div>
        </form>
      ) : (
        <div className="lf-actions">
          {address && !address.confirmed && (
            <button type="button" className="btn secondary" disabled={busy} onClick={() => void send(address.email)}>
              {ALERT_COPY.resendLink}
            </button>
          )}
          <button
            type="button"
            className="btn secondary"
            onClick={() => {
              setEmail('');
              setError(null);
              setEditing(true);
            }}
          >
            {address === null ? ALERT_COPY.addEmail : ALERT_COPY.changeEmail}
          </button>
        </div>
      )}
      {!editing && error && (
        <p className="lf-error" role="alert">
          {error}
        </p>
      )}
      <p role="status" data-testid="alert-email-status">
        {status}
      </p>
    </div>
  );
}
