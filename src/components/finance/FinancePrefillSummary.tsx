import { FINANCE_COPY } from '../../lib/finance/copy.ts';
import type { FinanceEnquiryPrefill } from '../../lib/finance/enquiry.ts';
import { formatMoney } from '../../lib/finance/format.ts';

export interface FinancePrefillSummaryProps {
  prefill: FinanceEnquiryPrefill;
  /** The site's dealerships, to name the preferred one. */
  dealerships: readonly { slug: string; name: string }[];
}

/** What the calculator's 'Enquire Now' link prefilled, as a visible summary above the finance enquiry (nothing when it prefilled nothing). */
export default function FinancePrefillSummary({ prefill, dealerships }: FinancePrefillSummaryProps) {
  const dealershipName = dealerships.find((d) => d.slug === prefill.preferredDealership)?.name ?? null;
  const rows: { key: string; label: string; value: string | null }[] = [
    { key: 'preferredDealership', label: FINANCE_COPY.preferredDealership, value: dealershipName },
    {
      key: 'vehiclePriceBudget',
      label: FINANCE_COPY.vehiclePriceBudget,
      value: prefill.vehiclePriceBudget === null ? null : formatMoney(prefill.vehiclePriceBudget),
    },
    { key: 'carId', label: FINANCE_COPY.carId, value: prefill.carId },
    { key: 'carType', label: FINANCE_COPY.carType, value: prefill.carType === null ? null : FINANCE_COPY.carTypeNames[prefill.carType] },
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
