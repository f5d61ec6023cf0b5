import { useEffect, useMemo, useRef, useState } from 'react';
import type { DeliveryRates } from '../../lib/content/delivery-schema.ts';
import type { FinanceSettings } from '../../lib/finance/finance-settings.ts';
import type { LatLng } from '../../lib/geo/distance.ts';
import { formatAud } from '../../lib/inventory/price-display.ts';
import { FIELD, type FieldValue, type FormValues } from '../../lib/leads/form-fields.ts';
import { validateStep, type FieldErrors } from '../../lib/leads/form-schemas.ts';
import type { LeadFormSettings } from '../../lib/leads/form-settings.ts';
import { leadFormSetup } from '../../lib/leads/form-setup.ts';
import type { LeadCar } from '../../lib/leads/lead-car.ts';
import { createLeadSession } from '../../lib/leads/lead-session.ts';
import { buildLeadSubmission } from '../../lib/leads/lead-submission.ts';
import { checkoutHandoff, financeEstimate } from '../../lib/purchase/purchase-journey.ts';
import { STRINGS } from '../../lib/strings.ts';
import type { ActionConfig } from '../../lib/vehicle/actions.ts';
import { VEHICLE_COPY } from '../../lib/vehicle/vehicle-words.ts';
import { currentLeadPage } from '../forms/lead-page.ts';

/** The journey's car: the lead's view of it and what the quote and estimate need. */
export type JourneyCar = { lead: LeadCar; slug: string; price: number | null; origin: LatLng | null };

export type JourneyInput = {
  settings: LeadFormSettings;
  car: JourneyCar;
  finance: FinanceSettings | null;
  rates: DeliveryRates;
  purchase: Pick<ActionConfig['purchase'], 'checkout_path'>;
  /** The signed-in shopper's mobile, which starts the phone field. */
  phone: string | null;
};

/**
 * The purchase journey's behaviour: one step a choice (pickup or delivery with its quote, cash or
 * finance with its estimate, a trade-in), then the shopper's details and a review. Each step is
 * checked before the next; the review sends one complete purchase lead and, once it is stored,
 * hands the shopper to the checkout for the deposit. What was typed survives every failure.
 */
export function usePurchaseJourney({ settings, car, finance, rates, purchase, phone }: JourneyInput) {
  const { definition, defaults } = useMemo(() => leadFormSetup('online-purchase', settings, car.lead), [settings, car.lead]);
  const [values, setValues] = useState<FormValues>(defaults);
  const [step, setStep] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [focusSummary, setFocusSummary] = useState(0);
  const [lead] = useState(createLeadSession);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const review = definition.steps.length;

  // The signed-in mobile starts an empty phone field once; the shopper may change or clear it.
  useEffect(() => {
    if (phone) setValues((v) => (v[FIELD.phone] ? v : { ...v, [FIELD.phone]: phone }));
  }, [phone]);
  useEffect(() => {
    if (focusSummary > 0) summaryRef.current?.focus();
  }, [focusSummary]);

  const change = (name: string, value: FieldValue) => {
    setValues((v) => ({ ...v, [name]: value, ...(name === FIELD.deliveryPostcode || name === FIELD.fulfilment ? { [FIELD.deliveryQuote]: '' } : {}) }));
    setErrors(({ [name]: _, ...rest }) => rest);
  };

  const reject = (found: FieldErrors) => {
    setErrors(found);
    setFocusSummary((n) => n + 1);
  };

  /** The delivery quote for the typed postcode (the delivery calculator's logic), or an error for the postcode. */
  const quote = async (current: FormValues): Promise<string | null> => {
    if (car.origin === null) return null;
    const { deliveryEstimate } = await import('../../lib/geo/delivery.ts');
    const estimate = deliveryEstimate(String(current[FIELD.deliveryPostcode] ?? ''), { origin: car.origin, rates });
    if (!estimate) return null;
    return `${VEHICLE_COPY.deliveryTo(estimate.name)}: ${estimate.price === 0 ? VEHICLE_COPY.freeDelivery : formatAud(estimate.price)}`;
  };

  const termYears = Number(values[FIELD.financeTerm]) || finance?.term.default || 5;
  const deposit = values[FIELD.financeDeposit];
  const estimate = finance ? financeEstimate(finance, car.price, typeof deposit === 'number' ? deposit : 0, termYears) : null;

  /** Checks this step (working out its quote or estimate) and moves on. */
  const next = async () => {
    const checked = validateStep(definition, values, step);
    if (!checked.ok)
      return reject(Object.fromEntries(Object.entries(checked.errors).filter(([name]) => definition.steps[step]!.fields.some((f) => f.name === name))));
    let extra: FormValues = {};
    if (step === 0 && values[FIELD.fulfilment] === STRINGS.purchaseDelivery) {
      const quoted = await quote(values);
      if (quoted === null) return reject({ [FIELD.deliveryPostcode]: [STRINGS.deliveryNoEstimate] });
      extra = { [FIELD.deliveryQuote]: quoted };
    }
    if (step === 1 && values[FIELD.payment] === STRINGS.purchaseFinance)
      extra = { [FIELD.financeTerm]: String(termYears), [FIELD.financeEstimate]: estimate ?? '' };
    setValues((v) => ({ ...v, ...extra }));
    setErrors({});
    setStep((s) => s + 1);
  };

  const firstStepWith = (found: FieldErrors) => {
    const index = definition.steps.findIndex((s) => s.fields.some((f) => f.name in found));
    return index === -1 ? review : index;
  };

  const send = async () => {
    if (sending) return;
    const checked = validateStep(definition, values, review - 1);
    if (!checked.ok) {
      setStep(firstStepWith(checked.errors));
      return reject(checked.errors);
    }
    setSending(true);
    setFormError(null);
    const context = { form: 'online_purchase' as const, car: car.lead, subcategory: null, source: 'online-purchase', locationId: null };
    const body = buildLeadSubmission(context, checked.data, settings, currentLeadPage(), lead.step(true), honeypotRef.current?.value ?? '');
    const outcome = await lead.send(body);
    if (outcome.kind === 'stored') {
      window.location.assign(checkoutHandoff(car.slug, purchase, outcome.leadId));
      return;
    }
    setSending(false);
    if (outcome.kind === 'invalid') {
      setStep(firstStepWith(outcome.fields));
      setFormError(outcome.message);
      return reject(outcome.fields);
    }
    setFormError(outcome.message);
  };

  return {
    definition,
    values,
    step,
    review,
    errors,
    formError,
    sending,
    estimate,
    termYears,
    summaryRef,
    honeypotRef,
    change,
    next: () => void next(),
    back: () => setStep((s) => Math.max(0, s - 1)),
    goTo: (index: number) => setStep(index),
    send: () => void send(),
  };
}
