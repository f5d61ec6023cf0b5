import { FormattedNumberInput, QuickPicks } from './FormattedNumberInput.tsx';
import './finance.css';

/** What MoneyInput and KmInput take from their callers. */
export interface QuickPickFieldProps {
  id: string;
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  /** Form field name for the plain number. */
  name?: string;
  /** ArrowUp/ArrowDown step. */
  step?: number;
  /** Values offered as buttons; an empty list shows none. */
  quickPicks?: readonly number[];
  required?: boolean;
  placeholder?: string;
  /** Help or error text shown under the field and announced with it. */
  hint?: string | null;
  /** Marks the input invalid (its error is the hint). */
  invalid?: boolean;
}

interface FieldShape {
  quickPicks: readonly number[];
  /** How a quick-pick button reads. */
  formatPick: (n: number) => string;
  maxDecimals: number;
  prefix?: string;
  suffix?: string;
}

/** A labelled formatted-number field with an optional hint and a row of quick picks. */
export default function QuickPickField({
  id,
  label,
  value,
  onChange,
  name,
  step = 1_000,
  quickPicks,
  required = false,
  placeholder,
  hint,
  invalid = false,
  formatPick,
  maxDecimals,
  prefix,
  suffix,
}: QuickPickFieldProps & FieldShape) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="fc-field">
      <label className="fc-label" htmlFor={id}>
        {label}
      </label>
      <FormattedNumberInput
        id={id}
        value={value}
        onValueChange={onChange}
        maxDecimals={maxDecimals}
        step={step}
        required={required}
        describedBy={hintId}
        invalid={invalid}
        {...(prefix === undefined ? {} : { prefix })}
        {...(suffix === undefined ? {} : { suffix })}
        {...(name === undefined ? {} : { name })}
        {...(placeholder === undefined ? {} : { placeholder })}
      />
      {hint ? (
        <p className="fc-help" id={hintId}>
          {hint}
        </p>
      ) : null}
      {quickPicks.length > 0 ? <QuickPicks label={`${label} quick picks`} values={quickPicks} selected={value} format={formatPick} onPick={onChange} /> : null}
    </div>
  );
}
