import { leadColumns } from './lead-rows.ts';
import type { Lead } from './lead-types.ts';

/** One lead as the operator CLI lists it (JSON, snake_case like the lead API). */
export type LeadOperatorRow = ReturnType<typeof leadColumns> & { lead_id: string; status: Lead['status']; created_at: string };

export function leadOperatorRow(lead: Lead): LeadOperatorRow {
  return { lead_id: lead.leadId, ...leadColumns(lead), status: lead.status, created_at: lead.createdAt };
}
