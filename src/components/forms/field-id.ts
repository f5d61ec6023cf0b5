/** A field's element id inside a form: the form's id and the field name made id-safe ('Request Photos' → 'request-photos'). */
export function fieldId(formId: string, name: string): string {
  return `${formId}-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

/** The id of a field's error message, which the field names in aria-describedby. */
export const errorId = (formId: string, name: string): string => `${fieldId(formId, name)}-error`;

/** The id of a field's hint (what it takes), which the field names in aria-describedby. */
export const hintId = (formId: string, name: string): string => `${fieldId(formId, name)}-hint`;
