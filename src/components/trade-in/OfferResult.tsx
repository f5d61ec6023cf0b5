import { useEffect, useRef } from 'react';
import { formatMoney } from '../../lib/finance/format.ts';
import type { EstimateLimits, IndicativeOffer } from '../../lib/trade-in/indicative-offer.ts';
import { OFFER_METHOD } from '../../lib/trade-in/indicative-offer.ts';
import { STRINGS } from '../../lib/strings.ts';

export interface OfferResultProps {
  offer: IndicativeOffer;
  limits: EstimateLimits;
  buyingTeamHours: string;
  underFinance: boolean;
  vehicle: string;
}

/** What the shopper sees once the details are sent: the indicative offer with its method and validity, or why there is none. */
export default function OfferResult({ offer, limits, buyingTeamHours, underFinance, vehicle }: OfferResultProps) {
  const offered = offer.kind === 'offer';
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="ti-panel" aria-labelledby="trade-in-offer-heading" data-testid={offered ? 'trade-in-offer' : 'trade-in-no-estimate'}>
      <h2 id="trade-in-offer-heading" ref={heading} tabIndex={-1}>
        {offered ? STRINGS.tradeInOfferHeading : STRINGS.tradeInNoEstimateHeading}
      </h2>
      <p className="ti-vehicle">{vehicle}</p>
      {offer.kind === 'offer' ? (
        <>
          <p className="ti-amount" data-testid="trade-in-offer-amount">
            {formatMoney(offer.amount)}
          </p>
          <p>{STRINGS.tradeInOfferValid}</p>
          <p data-testid="trade-in-offer-method">{STRINGS.tradeInOfferMethod(offer.comparables, OFFER_METHOD.MARGIN * 100)}</p>
        </>
      ) : (
        <p>
          {offer.kind === 'outside-limits'
            ? STRINGS.tradeInNoEstimate(limits.max_age_years, limits.max_km.toLocaleString('en-AU'))
            : STRINGS.tradeInNoComparables}
        </p>
      )}
      {underFinance ? <p data-testid="trade-in-payout-letter">{STRINGS.tradeInPayoutLetter}</p> : null}
      <p>{STRINGS.tradeInBuyingTeamHours(buyingTeamHours)}</p>
    </section>
  );
}
