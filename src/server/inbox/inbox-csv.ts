import { csvDocument } from '../../lib/text/operator-text.ts';
import type { LeadFormSettings } from '../../lib/leads/form-settings.ts';
import { answerColumns } from '../leads/delivery/answer-columns.ts';
import { leadFacts } from '../leads/delivery/lead-facts.ts';
import { inboxRow, type InboxLead } from './inbox-store.ts';

const FIXED = [
  'lead_id',
  'created_at',
  'status',
  'form',
  'category',
  'name',
  'email',
  'phone',
  'location',
  'assignee',
  'first_touch_seconds',
  'car_title',
  'stock_number',
  'car_id',
] as const;

/**
 * The leads as spreadsheet-safe CSV: the inbox's columns, the car's title and stock number, then
 * one column per answer any of them gave (by the label the form showed it with, in the order first
 * met), so every answer is carried and a lead without that answer leaves its cell empty.
 */
export function inboxCsv(leads: readonly InboxLead[], forms: LeadFormSettings, locationName: (id: number | null) => string | null): string {
  const { labels, cells } = answerColumns(leads.map((item) => leadFacts(item.lead, { forms, photos: [] }).answers));
  const rows = leads.map((item, i) => {
    const row = inboxRow(item);
    return [
      row.lead_id,
      row.created_at,
      row.status,
      row.form,
      row.category,
      row.name,
      row.email,
      row.phone,
      locationName(row.location_id),
      row.assignee,
      row.first_touch_seconds,
      row.car?.title ?? null,
      row.car?.stock_number ?? null,
      row.car?.id ?? null,
      ...cells[i]!,
    ];
  });
  return csvDocument([...FIXED, ...labels], rows);
}
