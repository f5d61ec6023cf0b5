import { useState } from 'react';
import { phoneReveal } from '../../lib/phone/mask-phone.ts';
import { EVENTS, trackEvent } from '../../lib/vehicle/analytics.ts';
import { VEHICLE_COPY } from '../../lib/vehicle/vehicle-words.ts';

const PHONE_REVEAL_PATH = '/api/phone-reveal';

export interface PhoneRevealProps {
  phone: string;
  carId: string;
  dealershipId: number;
  websiteId: number;
  startRevealed: boolean;
}

/** Reports a reveal; failures are only logged. */
function reportReveal(body: { car_id: string; dealership_id: number; website_id: number }): void {
  fetch(PHONE_REVEAL_PATH, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), keepalive: true })
    .then((response) => {
      if (!response.ok) console.warn(`phone reveal was not recorded: ${response.status}`);
    })
    .catch((error: unknown) => console.warn('phone reveal was not recorded', error));
}

/** The dealer's number: first 5 characters shown and the rest masked until clicked, then a tel: link. */
export default function PhoneReveal({ phone, carId, dealershipId, websiteId, startRevealed }: PhoneRevealProps) {
  const [revealed, setRevealed] = useState(startRevealed);
  const view = phoneReveal(phone, revealed);
  if (view.href) {
    return (
      <a className="phone" href={view.href} data-testid="phone" onClick={() => startRevealed && trackEvent(EVENTS.phoneClick, { car_id: carId })}>
        <span aria-hidden="true">☎</span> {view.text}
      </a>
    );
  }
  return (
    <button
      type="button"
      className="phone"
      data-testid="phone"
      aria-label={`${VEHICLE_COPY.phoneLabel}: ${view.text}`}
      onClick={() => {
        setRevealed(true);
        trackEvent(EVENTS.phoneClick, { car_id: carId });
        reportReveal({ car_id: carId, dealership_id: dealershipId, website_id: websiteId });
      }}
    >
      <span aria-hidden="true">☎</span> {view.text}
    </button>
  );
}
