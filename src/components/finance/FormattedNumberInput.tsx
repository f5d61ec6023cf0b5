import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { caretAfterReformat, formatNumber, groupDigits, stripToNumericText } from '../../lib/finance/format.ts';

export interface FormattedNumberInputProps {
  id: string;
  value: number | null;
  /** The number as typed (null when the field is empty); the caller decides about clamping. */
  onValueChange: (value: number | null) => void;
  maxDecimals?: number;
  /** Shown before the number, e.g. '$'. */
  prefix?: string;
  /** Shown after the number, e.g. ' kms'. */
  suffix?: string;
  /** ArrowUp/ArrowDown move the value by this much. */
  step?: number;
  /** Submits the plain number under this name through a hidden input. */
  name?: string;
  describedBy?: string | undefined;
  invalid?: boolean;
  readOnly?: boolean;
  required?: boolean;
  placeholder?: string;
  className?: string;
}

/**
 * A text input showing a number with thousands separators. While focused it shows what the user
 * typed (only reformatted, never clamped, caret kept in place); on blur it shows `value` again.
 */
export function FormattedNumberInput({
  id,
  value,
  onValueChange,
  maxDecimals = 0,
  prefix,
  suffix,
  step,
  name,
  describedBy,
  invalid = false,
  readOnly = false,
  required = false,
  placeholder,
  className,
}: FormattedNumberInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const pendingCaret = useRef<number | null>(null);
  const shown = value === null ? '' : formatNumber(value, maxDecimals);

  useLayoutEffect(() => {
    const input = inputRef.current;
    const caret = pendingCaret.current;
    pendingCaret.current = null;
    if (input && caret !== null && document.activeElement === input) input.setSelectionRange(caret, caret);
  }, [draft]);

  const emit = (text: string) => {
    const n = Number.parseFloat(text);
    onValueChange(Number.isFinite(n) ? n : null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (readOnly || step === undefined || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    const next = Math.max(0, (value ?? 0) + (event.key === 'ArrowUp' ? step : -step));
    setDraft(formatNumber(next, maxDecimals));
    onValueChange(next);
  };

  return (
    <span className={['fc-number', className].filter(Boolean).join(' ')}>
      {prefix ? (
        <span className="fc-number__affix" aria-hidden="true">
          {prefix}
        </span>
      ) : null}
      <input
        ref={inputRef}
        id={id}
        type="text"
        inputMode={maxDecimals > 0 ? 'decimal' : 'numeric'}
        autoComplete="off"
        value={draft ?? shown}
        placeholder={placeholder}
        readOnly={readOnly}
        required={required}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onFocus={() => setDraft(shown)}
        onBlur={() => setDraft(null)}
        onKeyDown={onKeyDown}
        onChange={(event) => {
          const raw = event.target.value;
          const cleaned = stripToNumericText(raw, maxDecimals);
          const formatted = groupDigits(cleaned);
          pendingCaret.current = caretAfterReformat(raw, event.target.selectionStart ?? raw.length, formatted);
          setDraft(formatted);
          emit(cleaned);
        }}
      />
      {suffix ? (
        <span className="fc-number__affix" aria-hidden="true">
          {suffix}
        </span>
      ) : null}
      {name ? <input type="hidden" name={name} value={value ?? ''} /> : null}
    </span>
  );
}

export interface QuickPicksProps {
  label: string;
  values: readonly number[];
  selected: number | null;
  format: (n: number) => string;
  onPick: (n: number) => void;
}

/** A row of buttons that set the value; the chosen one is marked pressed. */
export function QuickPicks({ label, values, selected, format, onPick }: QuickPicksProps) {
  return (
    <div className="fc-quick-picks" role="group" aria-label={label}>
      {values.map((n) => (
        <button key={n} type="button" aria-pressed={selected === n} onClick={() => onPick(n)}>
          {format(n)}
        </button>
      ))}
    </div>
  );
}
