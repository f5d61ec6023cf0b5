import { z } from 'zod';
import { STRINGS } from '../strings.ts';
import { isActive, leadFormDefinition, type FieldSpec, type FormValues, type LeadFormDefinition } from './form-fields.ts';
import type { LeadForm } from './lead-categories.ts';
import type { LeadFormSettings } from './form-settings.ts';
import { isBookableDate } from '../service/open-days.ts';
import { fieldErrorsOf, type FieldErrors } from '../field-errors.ts';
import { australianMobile } from '../phone/mobile-number.ts';

/** Field name → its messages: what the island shows beside each field and the lead API answers with 422. */
export type { FieldErrors };

const required = { error: STRINGS.fieldRequired };

function textSchema(field: FieldSpec): z.ZodType {
  const max = field.maxLength ?? 200;
  const base = z
    .string(required)
    .trim()
    .max(max, { error: STRINGS.tooLong(max) });
  const filled = field.required ? base.min(1, { ...required, abort: true }) : base;
  if (field.kind === 'email') return filled.pipe(z.union([z.literal(''), z.email({ error: STRINGS.invalidEmail })]));
  if (field.kind === 'postcode') return filled.regex(/^\d{4}$/, { error: STRINGS.invalidPostcodeQuickForm });
  if (field.pattern) {
    const { regex, message } = field.pattern;
    const shaped = filled.refine((v) => v === '' || regex.test(v), { error: message });
    return field.required ? shaped : shaped.optional().default('');
  }
  // A lead form's phone is its 'Mobile Number': an Australian mobile only, kept in its national form (0412345678).
  if (field.kind === 'tel') {
    return filled.transform((v, ctx) => (v === '' ? '' : (australianMobile(v) ?? (ctx.addIssue({ code: 'custom', message: STRINGS.invalidMobile }), z.NEVER))));
  }
  return field.required ? filled : filled.optional().default('');
}

/** One field's schema: required fields say '* This field is required'; the terms box says its own message. */
function fieldSchema(field: FieldSpec): z.ZodType {
  switch (field.kind) {
    case 'terms':
      return z.literal(true, { error: STRINGS.mustAgreeToTerms });
    case 'checkbox':
      return z.boolean().default(true);
    case 'hidden':
      return typeof field.initial === 'boolean' ? z.boolean().default(field.initial) : z.string().max(200).optional();
    case 'select':
    case 'yes-no': {
      const values = field.kind === 'yes-no' ? ['Yes', 'No'] : (field.options ?? []).map((o) => o.value);
      const choice = z.string(required).refine((v) => values.includes(v), required);
      return field.required ? choice : z.union([z.literal(''), choice]).optional();
    }
    case 'money':
    case 'km': {
      const amount = z
        .number(field.required ? required : { error: STRINGS.invalidAmount })
        .int({ error: STRINGS.invalidAmount })
        .min(0, { error: STRINGS.invalidAmount })
        .max(100_000_000, { error: STRINGS.invalidAmount });
      return field.required ? amount : amount.nullable().optional();
    }
    case 'open-date':
      return z.string(required).min(field.required ? 1 : 0, required);
    case 'datetime':
      return z.union([z.literal(''), z.iso.datetime({ local: true, error: STRINGS.invalidDateTime })]).optional();
    default:
      return textSchema(field);
  }
}

/** The schema of some fields' values (unknown keys are dropped). */
function fieldsSchema(fields: readonly FieldSpec[]): z.ZodObject {
  return z.object(Object.fromEntries(fields.map((f) => [f.name, fieldSchema(f)])));
}

/**
 * The open-date fields' errors: each date against the location chosen with it, by the clock at the
 * time of the check. Checked beside the schema, so one answer names every bad field.
 */
function openDateErrors(fields: readonly FieldSpec[], values: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of fields) {
    const problem = field.openDays ? openDateProblem(field, values) : null;
    if (problem) errors[field.name] = [problem];
  }
  return errors;
}

/** What is wrong with an open-date field's value for the location chosen with it, or null (an empty value, or one without its location, is another field's check). */
function openDateProblem(field: FieldSpec, values: Record<string, unknown>): string | null {
  const rule = field.openDays!;
  const date = values[field.name];
  if (typeof date !== 'string' || date === '') return null;
  const location = values[rule.locationField];
  const days = rule.byLocation[typeof location === 'string' && location !== '' ? location : (rule.fallback ?? '')];
  // With no location chosen, the location select says so.
  if (!days) return null;
  return isBookableDate(days, date, new Date(), rule.timeZone) ? null : STRINGS.serviceDateClosed;
}

/** The fields in play for these values up to and including `step`. */
function activeFields(definition: LeadFormDefinition, values: FormValues, step: number): FieldSpec[] {
  return definition.steps.slice(0, step + 1).flatMap((s) => s.fields.filter((f) => isActive(f, values)));
}

/** Checks the values of every field up to `step` (the last step checks the whole form). */
export function validateStep(
  definition: LeadFormDefinition,
  values: FormValues,
  step: number,
): { ok: true; data: FormValues } | { ok: false; errors: FieldErrors } {
  const fields = activeFields(definition, values, step);
  return outcome(fieldsSchema(fields).safeParse(values), openDateErrors(fields, values));
}

function outcome(
  result: z.ZodSafeParseResult<Record<string, unknown>>,
  more: FieldErrors,
): { ok: true; data: FormValues } | { ok: false; errors: FieldErrors } {
  if (result.success && Object.keys(more).length === 0) return { ok: true, data: result.data as FormValues };
  return { ok: false, errors: { ...(result.success ? {} : fieldErrorsOf(result.error)), ...more } };
}

// The lead API checks every submission against one of a few schemas per dealer; building a zod
// object (and compiling its fast path on first parse) costs more than the rest of a request, so
// each is built once per settings object, form, step and set of fields in play.
const userDataSchemas = new WeakMap<object, Map<string, z.ZodObject>>();

/**
 * A form's `userData` as the lead API checks it: the whole form on the last step; on an earlier
 * step of a multi-step form, the first step (the contact details that start a partial lead).
 */
export function validateUserData(
  form: LeadForm,
  settings: Pick<LeadFormSettings, 'rules' | 'locations' | 'service'>,
  userData: FormValues,
  isLastStep: boolean,
): { ok: true; data: FormValues } | { ok: false; errors: FieldErrors } {
  const definition = leadFormDefinition(form, settings.rules, {
    locations: settings.locations,
    multiStep: form === 'car_enquiry' && !isLastStep,
    service: settings.service,
  });
  const fields = activeFields(definition, userData, isLastStep ? definition.steps.length - 1 : 0);
  const key = `${form} ${isLastStep} ${fields.map((f) => f.name).join(',')}`;
  let schemas = userDataSchemas.get(settings);
  if (!schemas) userDataSchemas.set(settings, (schemas = new Map()));
  let schema = schemas.get(key);
  if (!schema) schemas.set(key, (schema = fieldsSchema(fields)));
  return outcome(schema.safeParse(userData), openDateErrors(fields, userData));
}

/**
 * One form's schema (general enquiry, car enquiry, test drive, finance enquiry) under the dealer's
 * switches: what the island checks before sending and the lead API checks on arrival. Fields
 * shown only behind another answer (the trade-in odometer) are optional here.
 */
export function leadFormSchema(form: LeadForm, settings: Pick<LeadFormSettings, 'rules' | 'locations' | 'service'>): z.ZodObject {
  return fieldsSchema(leadFormDefinition(form, settings.rules, { locations: settings.locations, service: settings.service }).steps.flatMap((s) => s.fields));
}
