import type { LatLng } from '../geo/distance.ts';
import { calculatorBounds, clampCalculatorInput, defaultCalculatorInput, termBounds, usablePrice } from '../finance/bounds.ts';
import type { FinanceSettings } from '../finance/finance-settings.ts';
import { formatMoney, formatPercent, formatYears } from '../finance/format.ts';
import { calculateRepayment, formatRepayment } from '../finance/repayment.ts';
import { FIELD, type FormValues } from '../leads/form-fields.ts';
import { FORM_COPY } from '../leads/copy.ts';
import { STRINGS } from '../strings.ts';
import { reserveHref, type ActionConfig } from '../vehicle/actions.ts';

/**
 * Where the journey hands the shopper on once the purchase lead is stored: the car's checkout
 * (`purchase.checkout_path`) with `?purchase={lead_id}`, which takes the deposit against that lead.
 */
export function checkoutHandoff(slug: string, purchase: Pick<ActionConfig['purchase'], 'checkout_path'>, leadId: string): string {
  return `${reserveHref({ slug }, purchase)}?purchase=${encodeURIComponent(leadId)}`;
}

/** Where a car sits for the delivery quote: its location, else the dealer's primary location. */
export function carOrigin(locationId: number | null, origins: Readonly<Record<string, LatLng>>, fallback: LatLng | null): LatLng | null {
  return (locationId !== null ? origins[String(locationId)] : undefined) ?? fallback;
}

/** The loan terms the shopper may pick: the dealer's own list, else every step of its range. */
export function termChoices(settings: FinanceSettings): number[] {
  if (settings.term.options !== null) return [...settings.term.options];
  const { min, max, step } = termBounds(settings);
  const years: number[] = [];
  for (let y = min; y <= max + 1e-9; y += Math.max(step, 0.5)) years.push(Number(y.toFixed(2)));
  return years;
}

/**
 * The finance estimate for buying the car: its price (the dealer's default amount without one)
 * less the deposit over the chosen term at the dealer's default rate, paid at its default
 * frequency, inside the calculator's bounds; 'Enquire for Finance' when the payment is that low.
 */
export function financeEstimate(settings: FinanceSettings, carPrice: number | null, deposit: number, termYears: number): string {
  const start = defaultCalculatorInput(settings, carPrice);
  const amount = usablePrice(carPrice) ?? start.amount;
  const input = clampCalculatorInput({ ...start, amount, deposit, termYears }, calculatorBounds(settings, carPrice), settings);
  const result = calculateRepayment(input, settings);
  if (result.kind !== 'payment') return STRINGS.enquireForFinance;
  return `${formatRepayment(result)} over ${formatYears(input.termYears)} at ${formatPercent(input.interestRate)} p.a. with ${formatMoney(input.deposit)} deposit`;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The review step: each of the shopper's choices as they made it, one row per step in step order (row i changes at step i). */
export function purchaseReview(values: FormValues): { label: string; value: string }[] {
  const delivery = values[FIELD.fulfilment] === STRINGS.purchaseDelivery;
  const finance = values[FIELD.payment] === STRINGS.purchaseFinance;
  return [
    {
      label: STRINGS.purchaseStepFulfilment,
      value: delivery ? `${STRINGS.purchaseDelivery} (${text(values[FIELD.deliveryPostcode])}): ${text(values[FIELD.deliveryQuote])}` : STRINGS.purchasePickup,
    },
    { label: STRINGS.purchaseStepPayment, value: finance ? `${STRINGS.purchaseFinance}: ${text(values[FIELD.financeEstimate])}` : STRINGS.purchaseCash },
    { label: FORM_COPY.hasTradeIn, value: text(values[FIELD.hasTradeIn]) },
    { label: STRINGS.purchaseStepDetails, value: [values[FIELD.name], values[FIELD.email], values[FIELD.phone]].map(text).join(', ') },
  ];
}
