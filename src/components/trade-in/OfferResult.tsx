import { useEffect, useRef, useState } from 'react';
import { formatMoney } from '../../lib/finance/format.ts';
import type { EstimateLimits, IndicativeOffer } from '../../lib/trade-in/indicative-offer.ts';
import { OFFER_METHOD } from '../../lib/trade-in/indicative-offer.ts';
import { OFFER_COPY } from '../../lib/trade-in/offer-copy.ts';
import { STRINGS } from '../../lib/strings.ts';

export interface OfferResultProps {
  offer: IndicativeOffer;
  limits: EstimateLimits;
  buyingTeamHours: string;
  underFinance: boolean;
  vehicle: string;
  /** Accepts the offer (rule: trade-in.offer-acceptance): null once accepted, else the message to show; null where the lead is unknown. */
  onAccept: (() => Promise<string | null>) | null;
}

/** What the shopper sees once the details are sent: the indicative offer with its method and validity, and the button that accepts it; or why there is none. */
export default function OfferResult({ offer, limits, buyingTeamHours, underFinance, vehicle, onAccept }: OfferResultProps) {
  const offered = offer.kind === 'offer';
  const heading = useRef<HTMLHeadingElement>(null);
  const [acceptance, setAcceptance] = useState<{ state: 'open' | 'sending' | 'accepted'; failure: string | null }>({ state: 'open', failure: null });
  useEffect(() => heading.current?.focus(), []);
  const accept = async () => {
    if (!onAccept) return;
    setAcceptance({ state: 'sending', failure: null });
    const failure = await onAccept();
    setAcceptance(failure === null ? { state: 'accepted', failure: null } : { state: 'open', failure });
  };
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
          {onAccept && acceptance.state !== 'accepted' ? (
            <div className="ti-accept">
              <p>{OFFER_COPY.acceptHint}</p>
              <button type="button" className="btn" onClick={() => void accept()} disabled={acceptance.state === 'sending'}>
                {acceptance.state === 'sending' ? OFFER_COPY.accepting : OFFER_COPY.accept}
              </button>
              {acceptance.failure ? (
                <p className="lf-alert" role="alert" data-testid="trade-in-accept-error">
                  {acceptance.failure}
                </p>
              ) : null}
            </div>
          ) : null}
          <div role="status" data-testid="trade-in-offer-accepted">
            {acceptance.state === 'accepted' ? (
              <>
                <h3>{OFFER_COPY.acceptedHeading}</h3>
                <p>{OFFER_COPY.accepted(formatMoney(offer.amount))}</p>
              </>
            ) : null}
          </div>
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
