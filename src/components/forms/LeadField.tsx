import { useState, type ReactNode } from 'react';
import { FORM_COPY } from '../../lib/leads/copy.ts';
import type { FieldSpec, FieldValue, FormValues } from '../../lib/leads/form-fields.ts';
import { openDates } from '../../lib/service/open-days.ts';
import KmInput from '../finance/KmInput.tsx';
import MoneyInput from '../finance/MoneyInput.tsx';
import EmailDomainHint from './EmailDomainHint.tsx';
import { errorId, fieldId, hintId } from './field-id.ts';

export interface LeadFieldProps {
  formId: string;
  field: FieldSpec;
  value: FieldValue;
  errors: readonly string[] | undefined;
  onChange: (name: string, value: FieldValue) => void;
  /** The terms checkbox links the dealer's terms of use. */
  termsPath: string;
  budgetQuickPicks: readonly number[];
  /** The whole form's values and the dealer's today (null until the island runs): an open-date field's choices follow them. */
  values?: FormValues;
  today?: string | null;
}

const str = (value: FieldValue) => (typeof value === 'string' ? value : '');
const num = (value: FieldValue) => (typeof value === 'number' ? value : null);

/** One form field with its label, and its error announced with it (aria-invalid, aria-describedby). */
export default function LeadField({ formId, field, value, errors, onChange, termsPath, budgetQuickPicks, values = {}, today = null }: LeadFieldProps) {
  const id = fieldId(formId, field.name);
  const message = errors && errors.length > 0 ? errors.join(' ') : null;
  const invalid = message !== null;
  // The e-mail field's typo hint reads the address as it was when the shopper left the field.
  const [leftAs, setLeftAs] = useState('');
  const hinted = field.hint !== undefined || field.kind === 'email';
  const describedBy = [...(hinted ? [hintId(formId, field.name)] : []), ...(invalid ? [errorId(formId, field.name)] : [])].join(' ');
  const described = { ...(invalid ? { 'aria-invalid': true } : {}), ...(describedBy ? { 'aria-describedby': describedBy } : {}) };
  const error = invalid ? (
    <p className="lf-error" id={errorId(formId, field.name)}>
      {message}
    </p>
  ) : null;
  const set = (next: FieldValue) => onChange(field.name, next);
  const wrap = (control: ReactNode) => (
    <div className="lf-field" data-field={field.name}>
      {control}
      {error}
    </div>
  );

  switch (field.kind) {
    case 'hidden':
      return typeof value === 'string' ? <input type="hidden" name={field.name} value={value} /> : null;
    case 'money':
    case 'km': {
      const Input = field.kind === 'money' ? MoneyInput : KmInput;
      const picks = field.kind === 'money' ? { quickPicks: budgetQuickPicks } : {};
      return (
        <div className="lf-field" data-field={field.name}>
          <Input id={id} label={field.label} name={field.name} value={num(value)} onChange={set} hint={message} invalid={invalid} {...picks} />
        </div>
      );
    }
    case 'checkbox':
    case 'terms':
      return wrap(
        <div className="lf-check">
          <input
            id={id}
            type="checkbox"
            name={field.name}
            checked={value === true}
            required={field.required}
            onChange={(e) => set(e.target.checked)}
            {...described}
          />
          <label htmlFor={id}>
            {field.kind === 'terms' ? (
              <>
                {FORM_COPY.termsBefore}
                <a href={termsPath} target="_blank" rel="noopener">
                  {FORM_COPY.termsLink}
                </a>
              </>
            ) : (
              field.label
            )}
          </label>
        </div>,
      );
    case 'yes-no':
      return wrap(
        <fieldset id={id} {...(invalid ? { 'aria-describedby': errorId(formId, field.name) } : {})}>
          <legend>{field.label}</legend>
          {[FORM_COPY.yes, FORM_COPY.no].map((answer) => (
            <label key={answer} className="lf-check">
              <input
                type="radio"
                name={field.name}
                value={answer}
                checked={value === answer}
                onChange={() => set(answer)}
                aria-invalid={invalid || undefined}
              />
              {answer}
            </label>
          ))}
        </fieldset>,
      );
    case 'open-date': {
      const rule = field.openDays;
      const location = rule ? values[rule.locationField] : null;
      const days = rule?.byLocation[typeof location === 'string' && location !== '' ? location : (rule.fallback ?? '')];
      const dates = days && today ? openDates(days, today) : [];
      return wrap(
        <>
          <label htmlFor={id}>{field.label}</label>
          <select id={id} name={field.name} value={str(value)} required={field.required} onChange={(e) => set(e.target.value)} {...described}>
            <option value="">{days ? (field.placeholder ?? '') : FORM_COPY.chooseLocationFirst}</option>
            {dates.map((d) => (
              <option key={d.value} value={d.value}>
                {d.label}
              </option>
            ))}
          </select>
        </>,
      );
    }
    case 'select': {
      // HTML allows `required` on a select only when its first option is an empty placeholder.
      const placeholder = field.initial === '';
      return wrap(
        <>
          <label htmlFor={id}>{field.label}</label>
          <select
            id={id}
            name={field.name}
            value={str(value)}
            required={field.required && placeholder}
            aria-required={field.required && !placeholder ? true : undefined}
            onChange={(e) => set(e.target.value)}
            {...described}
          >
            {placeholder ? <option value="">{field.placeholder ?? FORM_COPY.chooseLocation}</option> : null}
            {(field.options ?? []).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </>,
      );
    }
    case 'textarea':
      return wrap(
        <>
          <label htmlFor={id}>{field.label}</label>
          <textarea
            id={id}
            name={field.name}
            value={str(value)}
            required={field.required}
            maxLength={field.maxLength}
            onChange={(e) => set(e.target.value)}
            {...described}
          />
        </>,
      );
    default: {
      const type = field.kind === 'datetime' ? 'datetime-local' : field.kind === 'postcode' ? 'text' : field.kind;
      const hint =
        field.kind !== 'email' && field.hint ? (
          <p className="lf-hint" id={hintId(formId, field.name)}>
            {field.hint}
          </p>
        ) : null;
      return wrap(
        <>
          <label htmlFor={id}>{field.label}</label>
          {hint}
          <input
            id={id}
            type={type}
            name={field.name}
            value={str(value)}
            required={field.required}
            maxLength={field.maxLength}
            autoComplete={field.autoComplete}
            onChange={(e) => set(e.target.value)}
            {...(field.kind === 'email' ? { onBlur: (e: { target: HTMLInputElement }) => setLeftAs(e.target.value) } : {})}
            {...(field.kind === 'tel' ? { inputMode: 'tel' as const } : field.kind === 'postcode' ? { inputMode: 'numeric' as const } : {})}
            {...described}
          />
          {field.kind === 'email' ? (
            <EmailDomainHint
              id={hintId(formId, field.name)}
              checked={leftAs}
              onAccept={(fixed) => {
                set(fixed);
                setLeftAs(fixed);
              }}
            />
          ) : null}
        </>,
      );
    }
  }
}
