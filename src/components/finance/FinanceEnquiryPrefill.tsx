import { useEffect, useState } from 'react';
import { FINANCE_COPY } from '../../lib/finance/copy.ts';
import { parseFinanceEnquiryQuery, type FinanceEnquiryPrefill as Prefill } from '../../lib/finance/enquiry.ts';
import { formatMoney } from '../../lib/finance/format.ts';
import MoneyInput from './MoneyInput.tsx';
import { reactIsland } from '../react-island.ts';

export interface FinanceEnquiryPrefillProps {
  /** The site's dealerships; a preferredDealership outside this list is ignored. */
  dealerships: readonly { slug: string; name: string }[];
  /** Budget quick picks (the dealer's forms.budget_quick_picks). */
  budgetQuickPicks?: readonly number[];
  /** The page's query string; read from the address bar after hydration when left out. */
  search?: string;
}

interface Row {
  key: string;
  label: string;
  value: string | null;
}

const EMPTY: Prefill = { preferredDealership: null, vehiclePriceBudget: null, carId: null, carType: null };

/**
 * The finance enquiry's prefilled values (from the calculator's 'Enquire Now' link) in a visible
 * summary, and the budget field starting at the prefilled budget. The page is static, so the query
 * is read after hydration; the server renders the empty form.
 */
function FinanceEnquiryPrefill({ dealerships, budgetQuickPicks, search }: FinanceEnquiryPrefillProps) {
  const slugs = dealerships.map((d) => d.slug);
  const [prefill, setPrefill] = useState<Prefill>(() => (search === undefined ? EMPTY : parseFinanceEnquiryQuery(search, slugs)));
  const [budget, setBudget] = useState<number | null>(prefill.vehiclePriceBudget);

  useEffect(() => {
    if (search !== undefined) return;
    const read = parseFinanceEnquiryQuery(window.location.search, dealerships.map((d) => d.slug));
    setPrefill(read);
    setBudget(read.vehiclePriceBudget);
  }, [search, dealerships]);

  const dealershipName = dealerships.find((d) => d.slug === prefill.preferredDealership)?.name ?? null;
  const all: Row[] = [
    { key: 'preferredDealership', label: FINANCE_COPY.preferredDealership, value: dealershipName },
    {
      key: 'vehiclePriceBudget',
      label: FINANCE_COPY.vehiclePriceBudget,
      value: prefill.vehiclePriceBudget === null ? null : formatMoney(prefill.vehiclePriceBudget),
    },
    { key: 'carId', label: FINANCE_COPY.carId, value: prefill.carId },
    { key: 'carType', label: FINANCE_COPY.carType, value: prefill.carType === null ? null : FINANCE_COPY.carTypeNames[prefill.carType] },
  ];
  const rows = all.filter((row): row is Row & { value: string } => row.value !== null);

  return (
    <div className="fc fc-prefill">
      {rows.length > 0 ? (
        <section className="fc-prefill__summary" aria-labelledby="finance-prefill-title" data-testid="finance-prefill">
          <h3 id="finance-prefill-title">{FINANCE_COPY.yourEnquiry}</h3>
          <dl className="fc-summary">
            {rows.map((row) => (
              <div key={row.key} data-key={row.key}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      <MoneyInput
        id="finance-vehicle-price-budget"
        label={FINANCE_COPY.vehiclePriceBudget}
        name="vehiclePriceBudget"
        value={budget}
        onChange={setBudget}
        {...(budgetQuickPicks === undefined ? {} : { quickPicks: budgetQuickPicks })}
      />
    </div>
  );
}

export default reactIsland(FinanceEnquiryPrefill);
