import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OFFER_COPY } from '../../lib/trade-in/offer-copy.ts';
import OfferResult, { type OfferResultProps } from './OfferResult.tsx';

const base: OfferResultProps = {
  offer: { kind: 'offer', amount: 18_400, comparables: 3 },
  limits: { max_age_years: 7, max_km: 100_000 },
  buyingTeamHours: 'Mon-Fri 9am-5pm',
  underFinance: false,
  vehicle: '2021 Mazda CX-5 Touring',
  onAccept: async () => null,
};
const render = (over: Partial<OfferResultProps> = {}) => renderToString(<OfferResult {...base} {...over} />);

describe('the offer result', () => {
  it('offers to accept an indicative offer, with a live region for the answer (rule: trade-in.offer-acceptance)', () => {
    const html = render();
    expect(html).toContain('$18,400');
    expect(html).toContain(`>${OFFER_COPY.accept}</button>`);
    expect(html).toContain('role="status"');
  });

  it('has nothing to accept without an offer, or without the lead to accept it on', () => {
    expect(render({ offer: { kind: 'outside-limits' } })).not.toContain(OFFER_COPY.accept);
    expect(render({ offer: { kind: 'no-comparables' } })).not.toContain(OFFER_COPY.accept);
    expect(render({ onAccept: null })).not.toContain(OFFER_COPY.accept);
  });
});
