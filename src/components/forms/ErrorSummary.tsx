import type { Ref } from 'react';
import type { FieldSpec } from '../../lib/leads/form-fields.ts';
import type { FieldErrors } from '../../lib/leads/form-schemas.ts';
import { STRINGS } from '../../lib/strings.ts';
import { fieldId } from './field-id.ts';

export interface ErrorSummaryProps {
  formId: string;
  errors: FieldErrors;
  fields: readonly FieldSpec[];
  summaryRef?: Ref<HTMLDivElement> | undefined;
}

/**
 * 'Please fix the following errors:' and a list linking each message to its field. It takes focus
 * after a failed submit. Errors the API gave for a field the form does not show are listed as named.
 */
export default function ErrorSummary({ formId, errors, fields, summaryRef }: ErrorSummaryProps) {
  const entries = Object.entries(errors).filter(([, messages]) => messages.length > 0);
  if (entries.length === 0) return null;
  const titleId = `${formId}-summary-title`;
  const shown = new Map(fields.map((f) => [f.name, f]));
  return (
    <div className="lf-summary" ref={summaryRef} tabIndex={-1} aria-labelledby={titleId} data-testid="error-summary">
      <h3 id={titleId}>{STRINGS.fixTheFollowingErrors}</h3>
      <ul>
        {entries.map(([name, messages]) => {
          const field = shown.get(name);
          const text = `${field?.label ?? name}: ${messages.join(' ')}`;
          return <li key={name}>{field && field.kind !== 'hidden' ? <a href={`#${fieldId(formId, name)}`}>{text}</a> : text}</li>;
        })}
      </ul>
    </div>
  );
}
