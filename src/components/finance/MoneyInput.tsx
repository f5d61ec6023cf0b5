import { formatMoney } from '../../lib/finance/format.ts';
import { FormattedNumberInput, QuickPicks } from './FormattedNumberInput.tsx';
import './finance.css';

export const BUDGET_QUICK_PICKS: readonly number[] = [5_000, 10_000, 15_000, 20_000, 30_000, 40_000, 50_000, 60_000, 70_000];
/** The one site whose budgets start at $300,000. */
export const BUDGET_QUICK_PICKS_HIGH: readonly number[] = [300_000, 400_000, 500_000, 600_000, 700_000, 800_000];

export interface MoneyInputProps {
  id: string;
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  /** Form field name for the plain number. */
  name?: string;
  /** ArrowUp/ArrowDown step. */
  step?: number;
  /** Amounts offered as buttons; an empty list shows none. */
  quickPicks?: readonly number[];
  maxDecimals?: number;
  required?: boolean;
  placeholder?: string;
  /** Help or error text shown under the field and announced with it. */
  hint?: string | null;
}

/** A budget field: '$' prefix, thousands separators and quick picks ($5,000–$70,000 by default). */
export default function MoneyInput({
  id,
  label,
  value,
  onChange,
  name,
  step = 1_000,
  quickPicks = BUDGET_QUICK_PICKS,
  maxDecimals = 0,
  required = false,
  placeholder,
  hint,
}: MoneyInputProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="fc-field">
      <label className="fc-label" htmlFor={id}>{label}</label>
      <FormattedNumberInput
        id={id}
        value={value}
        onValueChange={onChange}
        prefix="$"
        maxDecimals={maxDecimals}
        step={step}
        required={required}
        describedBy={hintId}
        {...(name === undefined ? {} : { name })}
        {...(placeholder === undefined ? {} : { placeholder })}
      />
      {hint ? <p className="fc-help" id={hintId}>{hint}</p> : null}
      {quickPicks.length > 0 ? (
        <QuickPicks label={`${label} quick picks`} values={quickPicks} selected={value} format={formatMoney} onPick={onChange} />
      ) : null}
    </div>
  );
}
