import { describe, expect, it } from 'vitest';
import { ALERT_COPY } from '../../lib/accounts/alert-copy.ts';
import { alertEmail, alertSmsText, type AlertItem } from './alert-message.ts';

const similar: AlertItem = {
  subject: 'watchlist:0412555303',
  searchName: null,
  carId: '21',
  event: { kind: 'similar', watchedId: '7' },
  eventKey: 'similar',
  title: '2023 Mazda CX-5 Maxx Sport Automatic AWD',
  price: 33990,
  url: 'https://hcm.example/cars/21/',
  watched: { title: '2021 Mazda CX-5 Touring', url: 'https://hcm.example/cars/7/' },
};
const frame = { dealerName: 'Harbour City Mazda', unsubscribeUrl: 'https://hcm.example/u?t=abc' };

describe('a "similar car arrived" message', () => {
  it('keeps one SMS under 160 characters where it can by cutting the titles, or leaving them out, never the links', () => {
    const cut = alertSmsText([similar], { ...frame, dealerName: 'HCM' });
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut).toBe(
      `HCM: ${ALERT_COPY.similarArrivedShort} https://hcm.example/cars/7/: 2023 Mazda CX-5 Maxx… $33,990 https://hcm.example/cars/21/ Stop alerts: https://hcm.example/u?t=abc`,
    );
    const left = alertSmsText([similar], frame);
    expect(left).toBe(
      `Harbour City Mazda: ${ALERT_COPY.similarArrivedShort} https://hcm.example/cars/7/: $33,990 https://hcm.example/cars/21/ Stop alerts: https://hcm.example/u?t=abc`,
    );
    expect(left.length).toBeLessThanOrEqual(160);
    // Where even that is too long (a long unsubscribe link), the whole text is sent: the links are never cut.
    const long = alertSmsText([similar], { ...frame, unsubscribeUrl: `https://hcm.example/u?t=${'x'.repeat(80)}` });
    expect(long).toContain(ALERT_COPY.similarArrived('2021 Mazda CX-5 Touring'));
    expect(long).toContain(`t=${'x'.repeat(80)}`);
  });

  it('names the dealer and links both cars and the unsubscribe page in the e-mail’s plain and HTML parts', () => {
    const { subject, text, html } = alertEmail([similar], frame);
    expect(subject).toContain('Harbour City Mazda');
    expect(text).toContain(`${ALERT_COPY.similarArrived('2021 Mazda CX-5 Touring')}: 2023 Mazda CX-5 Maxx Sport Automatic AWD $33,990`);
    expect(text).toContain(`${ALERT_COPY.watchedCarLink}: https://hcm.example/cars/7/`);
    expect(html).toContain('<a href="https://hcm.example/cars/7/">2021 Mazda CX-5 Touring</a>');
    expect(html).toContain('<a href="https://hcm.example/cars/21/">2023 Mazda CX-5 Maxx Sport Automatic AWD</a>');
    expect(html).toContain('href="https://hcm.example/u?t=abc"');
  });
});
