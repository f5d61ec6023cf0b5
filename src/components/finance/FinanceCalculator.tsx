import { useEffect, useId, useRef, useState } from 'react';
import { trackFinanceFirstChange } from '../../lib/finance/analytics.ts';
import { calculatorBounds, clampCalculatorInput, defaultCalculatorInput, FIELD_FORMAT } from '../../lib/finance/bounds.ts';
import { repaymentFrom, startFromQuery, startParams, type FinanceStart } from '../../lib/finance/car-start.ts';
import { FINANCE_COPY } from '../../lib/finance/copy.ts';
import { financeEnquiryUrl } from '../../lib/finance/enquiry.ts';
import { formatMoney, formatPercent, formatYears } from '../../lib/finance/format.ts';
import { formatRepayment, REPAYMENT_FREQUENCIES, type CalculatorInput } from '../../lib/finance/repayment.ts';
import type { FinanceSettings, RepaymentFrequency } from '../../lib/finance/finance-settings.ts';
import { STRINGS } from '../../lib/strings.ts';
import FinanceDisclaimer from './FinanceDisclaimer.tsx';
import FinanceEnquiryDialog, { type FinanceEnquiryForm } from './FinanceEnquiryDialog.tsx';
import SliderField from './SliderField.tsx';
import './finance.css';
import { reactIsland } from '../react-island.ts';

/** The car fields the calculator needs (spec field names); everything else stays out of the island's props. */
interface FinanceCalculatorCar {
  id: number | string;
  price?: number | null;
  car_type?: string | null;
  dealership_slug?: string | null;
}

export interface FinanceCalculatorProps {
  /** The site's finance settings (`financeSettingsFor`). */
  settings: FinanceSettings;
  /** The car being financed; without one, 'Enquire Now' links to the finance page alone. */
  car?: FinanceCalculatorCar | null;
  /** preferredDealership for the enquiry link when the car names no dealership. */
  preferredDealership?: string | null;
  /** The car's lender disclaimer (see `financeDisclaimer`); the settings' default when empty. */
  disclaimer?: string | null;
  /** Called once, on the first change; defaults to pushing analytics event 26. Not serialisable: React parents only. */
  onFirstChange?: () => void;
  /** The 'Get Finance Now' dialog's enquiry form (the modal variant); without it the dialog links to the enquiry page. */
  enquiryForm?: FinanceEnquiryForm | null;
  /** The car's repayment start (`carFinanceStart`), the sidebar's figure; without it the site's defaults. */
  start?: FinanceStart | null;
  /** A finance page: after hydration, start from what the car page's link carried (`startFromQuery`). */
  startFromLink?: boolean;
}

type NumericField = Exclude<keyof CalculatorInput, 'frequency'>;

function FinanceCalculator({
  settings,
  car = null,
  preferredDealership = null,
  disclaimer = null,
  onFirstChange = trackFinanceFirstChange,
  enquiryForm = null,
  start: carStart = null,
  startFromLink = false,
}: FinanceCalculatorProps) {
  const uid = useId();
  const [start, setStart] = useState<FinanceStart | null>(carStart);
  const carPrice = car?.price ?? start?.input.amount ?? null;
  const bounds = calculatorBounds(settings, carPrice);
  const [raw, setRaw] = useState<CalculatorInput>(() => start?.input ?? defaultCalculatorInput(settings, carPrice));
  const changed = useRef(false);
  useEffect(() => {
    if (!startFromLink) return;
    const linked = startFromQuery(window.location.search, settings);
    if (linked === null) return;
    setStart(linked);
    setRaw(linked.input);
  }, [startFromLink, settings]);
  const input = clampCalculatorInput(raw, bounds, settings);
  const result = repaymentFrom(start, input, settings);

  const update = (patch: Partial<CalculatorInput>) => {
    if (!changed.current) {
      changed.current = true;
      onFirstChange();
    }
    setRaw((current) => ({ ...current, ...patch }));
  };
  const numeric = (field: NumericField) => ({
    id: `${uid}-${field}`,
    field,
    value: input[field],
    raw: raw[field],
    range: bounds[field],
    valueText: FIELD_FORMAT[field],
    onChange: (n: number) => update({ [field]: n }),
  });

  const href = financeEnquiryUrl({ path: settings.enquiry.path, car, amount: input.amount, preferredDealership, calculator: startParams(start, input) });
  const repayment = formatRepayment(result);
  const termOptions = settings.term.options;

  return (
    <div className="fc">
      <h2 className="fc-heading">{STRINGS.financeCalculator}</h2>
      <div className="fc-inputs">
        <SliderField {...numeric('amount')} label={STRINGS.purchasePrice} prefix="$" maxDecimals={0} />
        <SliderField {...numeric('deposit')} label={STRINGS.depositTradeIn} prefix="$" maxDecimals={2} />
        <SliderField {...numeric('residual')} label={STRINGS.balloonResidual} prefix="$" maxDecimals={2} />
        {termOptions === null ? (
          <SliderField {...numeric('termYears')} label={STRINGS.loanTerm} suffix=" years" maxDecimals={1} />
        ) : (
          <div className="fc-field">
            <label className="fc-label" htmlFor={`${uid}-termYears`}>
              {STRINGS.loanTerm}
            </label>
            <select id={`${uid}-termYears`} value={input.termYears} onChange={(event) => update({ termYears: Number(event.target.value) })}>
              {termOptions.map((years) => (
                <option key={years} value={years}>
                  {formatYears(years)}
                </option>
              ))}
            </select>
          </div>
        )}
        <SliderField {...numeric('interestRate')} label={STRINGS.interestRate} suffix="%" maxDecimals={2} locked={!settings.interest.sliderEnabled} />
        {settings.frequency.selectable ? (
          <div className="fc-field">
            <label className="fc-label" htmlFor={`${uid}-frequency`}>
              {STRINGS.repaymentFrequency}
            </label>
            <select id={`${uid}-frequency`} value={input.frequency} onChange={(event) => update({ frequency: event.target.value as RepaymentFrequency })}>
              {REPAYMENT_FREQUENCIES.map((f) => (
                <option key={f.value} value={f.value}>
                  {f.label}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>

      <div className="fc-result" aria-live="polite" aria-atomic="true">
        <p className="fc-result__payment">{repayment}</p>
        {result.kind === 'payment' ? (
          <p className="fc-result__total">
            <span>{FINANCE_COPY.totalRepayments}</span> <strong>{formatMoney(result.total)}</strong>
          </p>
        ) : null}
      </div>

      <Fees settings={settings} />

      {settings.enquiry.modal ? (
        <FinanceEnquiryDialog
          href={href}
          form={enquiryForm}
          amount={input.amount}
          summary={[
            { label: STRINGS.purchasePrice, value: formatMoney(input.amount) },
            { label: STRINGS.depositTradeIn, value: formatMoney(input.deposit) },
            { label: STRINGS.balloonResidual, value: formatMoney(input.residual) },
            { label: STRINGS.loanTerm, value: formatYears(input.termYears) },
            { label: STRINGS.interestRate, value: formatPercent(input.interestRate) },
            { label: FINANCE_COPY.estimatedRepayments, value: repayment },
          ]}
        />
      ) : (
        <a className="fc-button" href={href}>
          {STRINGS.enquireNow}
        </a>
      )}

      <FinanceDisclaimer text={disclaimer?.trim() ? disclaimer : settings.disclaimer} />
    </div>
  );
}

/** The site's fee list, or its single establishment fee when above 0. */
function Fees({ settings }: { settings: FinanceSettings }) {
  const fees =
    settings.feeList ?? (settings.establishmentFee > 0 ? [{ label: FINANCE_COPY.establishmentFees, amount: settings.establishmentFee, monthly: false }] : []);
  if (fees.length === 0) return null;
  return (
    <div className="fc-fees">
      <p className="fc-fees__title">{FINANCE_COPY.fees}</p>
      <dl>
        {fees.map((fee) => (
          <div key={fee.label}>
            <dt>{fee.label}</dt>
            <dd>{fee.monthly ? `${formatMoney(fee.amount)} ${FINANCE_COPY.perMonth}` : formatMoney(fee.amount)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export default reactIsland(FinanceCalculator);
