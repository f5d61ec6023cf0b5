import type { z } from 'zod';

/** Messages per field, by the field's dotted path (`userData.email`, `items.0.name`): the `fields` of a 422. */
export type FieldErrors = Record<string, string[]>;

/**
 * The one way a schema's refusal becomes `fields`: each issue's message under its dotted path (`_`
 * for the value as a whole), and every key a strict schema does not know named on its own with
 * `Unknown field.` The forms show these under their fields, and the server answers them as they are.
 */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  const add = (name: string, message: string) => (fields[name] ??= []).push(message);
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') for (const key of issue.keys) add([...issue.path, key].map(String).join('.'), 'Unknown field.');
    else add(issue.path.length ? issue.path.map(String).join('.') : '_', issue.message);
  }
  return fields;
}
