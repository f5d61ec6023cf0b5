import { boundsHelp, type CalculatorField } from '../../lib/finance/bounds.ts';
import type { NumberRange } from '../../lib/finance/finance-settings.ts';
import { FormattedNumberInput } from './FormattedNumberInput.tsx';

export interface SliderFieldProps {
  id: string;
  field: CalculatorField;
  label: string;
  /** The clamped value the maths uses. */
  value: number;
  /** The value as last entered, before clamping; decides the bounds help text. */
  raw: number;
  range: NumberRange;
  onChange: (value: number) => void;
  valueText: (value: number) => string;
  maxDecimals: number;
  prefix?: string;
  suffix?: string;
  /** Fixes the value: the slider is disabled and the number read-only. */
  locked?: boolean;
}

/** One calculator input: a visible label, a slider and a typed number sharing it, and the bounds help. */
export default function SliderField({
  id,
  field,
  label,
  value,
  raw,
  range,
  onChange,
  valueText,
  maxDecimals,
  prefix,
  suffix,
  locked = false,
}: SliderFieldProps) {
  const labelId = `${id}-label`;
  const helpId = `${id}-help`;
  const help = boundsHelp(field, raw, range);
  return (
    <div className="fc-field">
      <label className="fc-label" id={labelId} htmlFor={id}>
        {label}
      </label>
      <FormattedNumberInput
        id={id}
        value={value}
        onValueChange={(n) => onChange(n ?? 0)}
        maxDecimals={maxDecimals}
        step={range.step}
        readOnly={locked}
        describedBy={help ? helpId : undefined}
        invalid={help !== null && (raw < range.min || raw > range.max)}
        {...(prefix === undefined ? {} : { prefix })}
        {...(suffix === undefined ? {} : { suffix })}
      />
      <input
        type="range"
        className="fc-slider"
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        disabled={locked}
        aria-labelledby={labelId}
        aria-valuetext={valueText(value)}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      {help ? (
        <p className="fc-help" id={helpId}>
          {help}
        </p>
      ) : null}
    </div>
  );
}
