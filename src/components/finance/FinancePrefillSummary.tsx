import { FINANCE_COPY } from '../../lib/finance/copy.ts';
import type { FinanceEnquiryPrefill } from '../../lib/finance/enquiry.ts';
import { formatMoney } from '../../lib/finance/format.ts';
import type { LeadCar } from '../../lib/leads/lead-car.ts';

export interface FinancePrefillSummaryProps {
  prefill: FinanceEnquiryPrefill;
  /** The site's dealerships, to name the preferred one. */
  dealerships: readonly { slug: string; name: string }[];
  /** The car the link named, once found in the stock file; shoppers see its name, never its id or type code. */
  car?: LeadCar | null;
}

/**
 * What the calculator's 'Enquire Now' link prefilled, as a visible summary above the finance enquiry
 * (nothing when it prefilled nothing): the dealership, the budget and the car by name (rule: finance.one-figure).
 */
export default function FinancePrefillSummary({ prefill, dealerships, car = null }: FinancePrefillSummaryProps) {
  const dealershipName = dealerships.find((d) => d.slug === prefill.preferredDealership)?.name ?? null;
  const rows: { key: string; label: string; value: string | null }[] = [
    { key: 'preferredDealership', label: FINANCE_COPY.preferredDealership, value: dealershipName },
    {
      key: 'vehiclePriceBudget',
      label: FINANCE_COPY.vehiclePriceBudget,
      value: prefill.vehiclePriceBudget === null ? null : formatMoney(prefill.vehiclePriceBudget),
    },
    { key: 'vehicle', label: FINANCE_COPY.vehicle, value: car?.title ? car.title : null },
  ];
  const shown = rows.filter((row) => row.value !== null);
  if (shown.length === 0) return null;
  return (
    <section className="fc-prefill__summary" aria-labelledby="finance-prefill-title" data-testid="finance-prefill">
      <h3 id="finance-prefill-title">{FINANCE_COPY.yourEnquiry}</h3>
      <dl className="fc-summary">
        {shown.map((row) => (
          <div key={row.key} data-key={row.key}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
