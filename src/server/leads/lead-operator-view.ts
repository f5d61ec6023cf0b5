import type { LeadForms } from './delivery/lead-answers.ts';
import { leadFacts } from './delivery/lead-facts.ts';
import { leadCarSummary } from './delivery/lead-vehicles.ts';
import { leadColumns } from './lead-rows.ts';
import type { Lead } from './lead-types.ts';

/**
 * One lead as the operator CLI lists it (JSON, snake_case like the lead API): who it is from, the
 * car by its title and stock number, and every answer the form gave under the label the form showed
 * it with (the message, a test drive's slot, the trade-in's vehicle and offer, a service booking's
 * details: the same answers the dealer's CRM receives).
 */
export type LeadOperatorRow = ReturnType<typeof leadColumns> & {
  lead_id: string;
  status: Lead['status'];
  created_at: string;
  car_title: string | null;
  stock_number: string | null;
  answers: Record<string, string>;
};

/** `forms`: the dealer's form settings, which name each answer (null when the dealer is gone: answers keep their field names). */
export function leadOperatorRow(lead: Lead, forms: LeadForms | null): LeadOperatorRow {
  const car = leadCarSummary(lead);
  const answers = Object.fromEntries(leadFacts(lead, { forms, photos: [] }).answers.map((a) => [a.label, a.value]));
  return {
    lead_id: lead.leadId,
    ...leadColumns(lead),
    car_title: car?.title ?? null,
    stock_number: car?.stock_number ?? null,
    status: lead.status,
    created_at: lead.createdAt,
    answers,
  };
}
