import { createRef } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ALERT_COPY } from '../../lib/accounts/alert-copy.ts';
import type { AlertChannel } from '../../lib/dealer/config-shopper-alerts.ts';
import AlertEmailAddress from './AlertEmailAddress.tsx';
import { addressStep, type AlertAddress } from './alert-email-api.ts';
import SaveSearchDialog from './SaveSearchDialog.tsx';
import SavedSearchRow, { channelText } from './SavedSearchRow.tsx';
import type { SavedSearch } from './saved-search-api.ts';

const dialog = (channels: AlertChannel[], address: AlertAddress | null = null) =>
  renderToStaticMarkup(
    <SaveSearchDialog
      dialogRef={createRef()}
      suggestedName="Mazda under $30,000"
      urlState="?refinementList%5Bmake%5D%5B0%5D=Mazda"
      phone="0412 555 301"
      channels={channels}
      address={address}
      onSaved={() => {}}
    />,
  );

const search: SavedSearch = { id: 's1', name: 'Any Mazda', urlState: '', channel: 'sms', email: null, paused: false, createdAt: '2026-11-27T00:00:00Z' };
const row = (over: Partial<SavedSearch>, channels: AlertChannel[], address: AlertAddress | null, confirmed: string[] = []) =>
  renderToStaticMarkup(
    <SavedSearchRow search={{ ...search, ...over }} channels={channels} address={address} confirmed={confirmed} onChange={() => {}} onError={() => {}} />,
  );

describe('the save dialog’s channel', () => {
  it('offers SMS or e-mail as a labelled radio group where the dealer sends both, SMS chosen until the shopper picks e-mail', () => {
    const html = dialog(['sms', 'email']);
    expect(html).toMatch(new RegExp(`<fieldset role="radiogroup"><legend>${ALERT_COPY.channelLegend}</legend>`));
    expect(html).toMatch(new RegExp(`<input type="radio" name="channel" checked="" value="sms"/>${ALERT_COPY.channelSms}`));
    expect(html).toMatch(new RegExp(`<input type="radio" name="channel" value="email"/>${ALERT_COPY.channelEmail}`));
    expect(html).toContain(ALERT_COPY.smsTo('0412 555 301'));
    // The opt-in box stays unticked: choosing a channel is not consent.
    expect(html).toMatch(/<input id="[^"]+-consent" type="checkbox" name="consent"\/>/);
  });

  it('shows no e-mail choice for a dealer that sends SMS only', () => {
    const html = dialog(['sms']);
    expect(html).not.toContain('type="radio"');
    expect(html).not.toContain(ALERT_COPY.emailLabel);
    expect(html).toContain(ALERT_COPY.smsTo('0412 555 301'));
  });

  it('shows no SMS choice for a dealer that sends e-mail only: the address field, with what happens next', () => {
    const html = dialog(['email']);
    expect(html).not.toContain('type="radio"');
    expect(html).not.toContain(ALERT_COPY.smsTo('0412 555 301'));
    const field = new RegExp(`<label for="([^"]+-email)">${ALERT_COPY.emailLabel}</label><input id="([^"]+)" name="email" type="email"`).exec(html);
    expect(field?.[1]).toBe(field?.[2]);
    expect(html).toContain(ALERT_COPY.emailNewHint);
  });

  it('fills in the shopper’s alert address and says whether it is confirmed or waits for its link', () => {
    const confirmed = dialog(['email'], { email: 'me@example.com', confirmed: true });
    expect(confirmed).toContain('value="me@example.com"');
    expect(confirmed).toContain(ALERT_COPY.emailConfirmedHint('me@example.com'));
    const waiting = dialog(['email'], { email: 'me@example.com', confirmed: false });
    expect(waiting).toContain(ALERT_COPY.emailPendingHint('me@example.com'));
  });

  it('asks for a link only for an address that is not the shopper’s alert address already (no second link while one waits)', () => {
    expect(addressStep(null, 'me@example.com')).toBe('send-link');
    expect(addressStep({ email: 'me@example.com', confirmed: false }, ' Me@Example.com ')).toBe('ready');
    expect(addressStep({ email: 'me@example.com', confirmed: true }, 'other@example.com')).toBe('send-link');
  });
});

describe('My garage’s saved searches and alert address', () => {
  it('says each search’s channel, and whether its e-mail waits for the link', () => {
    expect(channelText(search, [])).toBe(ALERT_COPY.bySms);
    expect(channelText({ channel: 'email', email: 'me@example.com' }, ['me@example.com'])).toBe(ALERT_COPY.byEmailTo('me@example.com'));
    expect(channelText({ channel: 'email', email: 'me@example.com' }, [])).toBe(`${ALERT_COPY.byEmailTo('me@example.com')} (${ALERT_COPY.waitingForLink})`);
  });

  it('switches a search between the channels the dealer sends, to e-mail once the shopper has an alert address', () => {
    const address = { email: 'me@example.com', confirmed: true };
    expect(row({}, ['sms', 'email'], address)).toContain(`>${ALERT_COPY.switchToEmail}</button>`);
    expect(row({}, ['sms', 'email'], null)).not.toContain(ALERT_COPY.switchToEmail);
    expect(row({}, ['sms'], address)).not.toContain(ALERT_COPY.switchToEmail);
    expect(row({ channel: 'email', email: 'me@example.com' }, ['sms', 'email'], address)).toContain(`>${ALERT_COPY.switchToSms}</button>`);
    expect(row({ channel: 'email', email: 'me@example.com' }, ['email'], address)).not.toContain(ALERT_COPY.switchToSms);
  });

  it('shows the alert address with its state: none yet, confirmed, or waiting with the link sent again', () => {
    const none = renderToStaticMarkup(<AlertEmailAddress address={null} onChanged={() => {}} />);
    expect(none).toContain(ALERT_COPY.alertEmailNone);
    expect(none).toContain(`>${ALERT_COPY.addEmail}</button>`);
    const confirmed = renderToStaticMarkup(<AlertEmailAddress address={{ email: 'me@example.com', confirmed: true }} onChanged={() => {}} />);
    expect(confirmed).toContain(ALERT_COPY.alertEmailConfirmed('me@example.com'));
    expect(confirmed).not.toContain(ALERT_COPY.resendLink);
    expect(confirmed).toContain(`>${ALERT_COPY.changeEmail}</button>`);
    const waiting = renderToStaticMarkup(<AlertEmailAddress address={{ email: 'me@example.com', confirmed: false }} onChanged={() => {}} />);
    expect(waiting).toContain(ALERT_COPY.alertEmailWaiting('me@example.com'));
    expect(waiting).toContain(`>${ALERT_COPY.resendLink}</button>`);
  });
});
