import { formatKm } from '../../lib/finance/format.ts';
import { FormattedNumberInput, QuickPicks } from './FormattedNumberInput.tsx';
import './finance.css';

export const KM_QUICK_PICKS: readonly number[] = [10_000, 25_000, 50_000, 75_000, 100_000, 150_000, 200_000];

export interface KmInputProps {
  id: string;
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  name?: string;
  /** ArrowUp/ArrowDown step. */
  step?: number;
  /** Distances offered as buttons; an empty list shows none. */
  quickPicks?: readonly number[];
  required?: boolean;
  placeholder?: string;
  hint?: string | null;
}

/** A kilometres field: thousands separators, ' kms' suffix and quick picks. */
export default function KmInput({
  id,
  label,
  value,
  onChange,
  name,
  step = 1_000,
  quickPicks = KM_QUICK_PICKS,
  required = false,
  placeholder,
  hint,
}: KmInputProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="fc-field">
      <label className="fc-label" htmlFor={id}>{label}</label>
      <FormattedNumberInput
        id={id}
        value={value}
        onValueChange={onChange}
        suffix=" kms"
        step={step}
        required={required}
        describedBy={hintId}
        {...(name === undefined ? {} : { name })}
        {...(placeholder === undefined ? {} : { placeholder })}
      />
      {hint ? <p className="fc-help" id={hintId}>{hint}</p> : null}
      {quickPicks.length > 0 ? (
        <QuickPicks label={`${label} quick picks`} values={quickPicks} selected={value} format={formatKm} onPick={onChange} />
      ) : null}
    </div>
  );
}
