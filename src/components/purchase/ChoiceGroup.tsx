import type { FieldSpec, FieldValue } from '../../lib/leads/form-fields.ts';
import { fieldId } from '../forms/field-id.ts';

type ChoiceGroupProps = { formId: string; field: FieldSpec; value: FieldValue; onChange: (name: string, value: FieldValue) => void };

/** A choice of the journey (pickup or delivery, cash or finance) as a group of radio buttons. */
export default function ChoiceGroup({ formId, field, value, onChange }: ChoiceGroupProps) {
  return (
    <fieldset className="pj-choice" id={fieldId(formId, field.name)} data-field={field.name}>
      <legend>{field.label}</legend>
      {(field.options ?? []).map((option) => (
        <label key={option.value} className="lf-check">
          <input type="radio" name={field.name} value={option.value} checked={value === option.value} onChange={() => onChange(field.name, option.value)} />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
