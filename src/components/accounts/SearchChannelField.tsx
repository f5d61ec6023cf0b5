import type { AlertChannel } from '../../lib/dealer/config-shopper-alerts.ts';
import { ALERT_COPY } from '../../lib/accounts/alert-copy.ts';
import { addressStep, type AlertAddress } from './alert-email-api.ts';

export type SearchChannelFieldProps = {
  /** The form's id prefix. */
  id: string;
  /** The dealer's `shopper_alerts.channels`. */
  channels: readonly AlertChannel[];
  channel: AlertChannel;
  onChannel: (channel: AlertChannel) => void;
  /** The signed-in mobile the SMS go to. */
  phone: string;
  /** The shopper's alert address as the API answered it (null: none yet). */
  address: AlertAddress | null;
  email: string;
  onEmail: (email: string) => void;
  emailError: string | undefined;
  channelError: string | undefined;
};

/** What the e-mail field's hint says: the entered address is confirmed, waiting for its link, or will get one. */
function emailHint(address: AlertAddress | null, entered: string): string {
  if (address !== null && addressStep(address, entered) === 'ready')
    return address.confirmed ? ALERT_COPY.emailConfirmedHint(address.email) : ALERT_COPY.emailPendingHint(address.email);
  return ALERT_COPY.emailNewHint;
}

/**
 * The save dialog's channel (rule: accounts.shopper-alerts): a labelled radio group where the dealer
 * offers SMS and e-mail, else the one channel's line; by e-mail, the address (the shopper's alert
 * address filled in) with whether it is confirmed or what happens next.
 */
export default function SearchChannelField(p: SearchChannelFieldProps) {
  const { id } = p;
  const both = p.channels.includes('sms') && p.channels.includes('email');
  const smsLine = (
    <p className="lf-hint" id={`${id}-sms`}>
      {ALERT_COPY.smsTo(p.phone)}
    </p>
  );
  const emailField = (
    <div className="lf-field">
      <label htmlFor={`${id}-email`}>{ALERT_COPY.emailLabel}</label>
      <input
        id={`${id}-email`}
        name="email"
        type="email"
        autoComplete="email"
        maxLength={254}
        value={p.email}
        onChange={(e) => p.onEmail(e.target.value)}
        aria-invalid={p.emailError ? true : undefined}
        aria-describedby={p.emailError ? `${id}-email-hint ${id}-email-error` : `${id}-email-hint`}
      />
      <p className="lf-hint" id={`${id}-email-hint`} data-testid="save-search-email-hint">
        {emailHint(p.address, p.email)}
      </p>
      {p.emailError && (
        <p className="lf-error" id={`${id}-email-error`}>
          {p.emailError}
        </p>
      )}
    </div>
  );
  return (
    <>
      {both && (
        <div className="lf-field">
          <fieldset role="radiogroup" aria-describedby={p.channelError ? `${id}-channel-error` : undefined}>
            <legend>{ALERT_COPY.channelLegend}</legend>
            {(['sms', 'email'] as const).map((channel) => (
              <label key={channel} className="lf-check">
                <input type="radio" name="channel" value={channel} checked={p.channel === channel} onChange={() => p.onChannel(channel)} />
                {channel === 'sms' ? ALERT_COPY.channelSms : ALERT_COPY.channelEmail}
              </label>
            ))}
          </fieldset>
          {p.channelError && (
            <p className="lf-error" id={`${id}-channel-error`}>
              {p.channelError}
            </p>
          )}
        </div>
      )}
      {p.channel === 'sms' ? smsLine : emailField}
    </>
  );
}
