import { useEffect, useMemo, useState } from 'react';
import type { DeliveryRates } from '../../lib/content/delivery-schema.ts';
import type { FinanceSettings } from '../../lib/finance/finance-settings.ts';
import type { LatLng } from '../../lib/geo/distance.ts';
import { formatAud } from '../../lib/inventory/price-display.ts';
import { FORM_COPY } from '../../lib/leads/copy.ts';
import type { LeadFormSettings } from '../../lib/leads/form-settings.ts';
import { leadCarOf } from '../../lib/leads/lead-car.ts';
import type { ListingDocument } from '../../lib/listing/stock-data-format.ts';
import { carOrigin } from '../../lib/purchase/purchase-journey.ts';
import { STRINGS } from '../../lib/strings.ts';
import { isReservable, tradeInEligible, type ActionConfig } from '../../lib/vehicle/actions.ts';
import { loadSession } from '../../stores/session.ts';
import { useSession } from '../accounts/use-session.ts';
import { useStockDocs } from '../listing/use-stock-docs.ts';
import { reactIsland } from '../react-island.ts';
import JourneyForm from './JourneyForm.tsx';
import type { JourneyCar } from './use-purchase-journey.ts';
import '../forms/forms.css';
import './purchase.css';

type PurchaseJourneyProps = {
  settings: LeadFormSettings;
  /** Null where the dealer shows no finance: the journey offers cash only. */
  finance: FinanceSettings | null;
  rates: DeliveryRates;
  /** Each location's place by id, for the delivery quote from where the car sits. */
  origins: Record<string, LatLng>;
  primaryOrigin: LatLng | null;
  purchase: ActionConfig['purchase'];
  tradeIn: ActionConfig['trade_in'];
};

const slugFromQuery = (search: string): string | null => {
  const slug = new URLSearchParams(search).get('car_id')?.trim() ?? '';
  return /^[A-Za-z0-9_-]{1,200}$/.test(slug) ? slug : null;
};

/**
 * /checkout-journey?car_id={slug}: the car named in the link, read from the dealer's stock file
 * (the page is one static page), then its purchase journey. A car that cannot be reserved online
 * (sold, already reserved, no payment processor) gets an enquiry link instead.
 */
function PurchaseJourney({ settings, finance, rates, origins, primaryOrigin, purchase, tradeIn }: PurchaseJourneyProps) {
  const [slug, setSlug] = useState<string | null | undefined>(undefined);
  const session = useSession();
  useEffect(() => {
    setSlug(slugFromQuery(window.location.search));
    void loadSession();
  }, []);
  const { docs, failed } = useStockDocs(Boolean(slug));
  const doc: ListingDocument | null = useMemo(() => (docs && slug ? ([...docs.values()].find((d) => d.slug === slug) ?? null) : null), [docs, slug]);
  const car: JourneyCar | null = useMemo(
    () =>
      doc && {
        lead: leadCarOf(doc, settings.dealerships),
        slug: doc.slug,
        price: typeof doc.price === 'number' ? doc.price : null,
        origin: carOrigin(doc.location_id, origins, primaryOrigin),
      },
    [doc, settings.dealerships, origins, primaryOrigin],
  );

  if (slug === null) {
    return (
      <p data-testid="purchase-status">
        {STRINGS.purchaseNoCar} <a href="/search/">{FORM_COPY.successBrowse}</a>
      </p>
    );
  }
  if (slug === undefined || (!docs && !failed) || session.status === 'loading') return <p data-testid="purchase-status">{STRINGS.purchaseLoadingCar}</p>;
  if (!doc || !car || purchase.reserve === false || !isReservable(doc, purchase)) {
    return (
      <p data-testid="purchase-status">
        {STRINGS.purchaseNotAvailable} <a href={`/contact?car_id=${encodeURIComponent(doc?.id ?? slug)}`}>{STRINGS.enquire}</a>
      </p>
    );
  }
  const price = typeof doc.price === 'number' ? doc.price : null;
  return (
    <JourneyForm
      settings={settings}
      car={car}
      finance={finance}
      rates={rates}
      purchase={purchase}
      phone={session.status === 'signed-in' ? session.phone : null}
      depositLabel={formatAud(purchase.reserve.amount)}
      tradeInHref={tradeInEligible({ status: doc.status, price }, tradeIn) ? `/trade-in?car_id=${encodeURIComponent(doc.id)}` : null}
    />
  );
}

export default reactIsland(PurchaseJourney);
