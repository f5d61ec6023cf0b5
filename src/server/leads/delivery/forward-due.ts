import type { LeadsConfig } from '../../../lib/dealer/config-leads.ts';
import type { Lead } from '../lead-types.ts';

/**
 * When the outbox should first offer a lead to the forwarder: a complete lead at once (as of its
 * last update); a partial one (the shopper left a multi-step form) `partial_after_minutes` after
 * its last step, so finishing the form in the meantime sends one complete lead instead; null when
 * the dealer never forwards partial leads. The lead store calls this when it writes an outbox row.
 */
export function forwardDueAt(lead: Pick<Lead, 'stage' | 'updatedAt'>, leads: Pick<LeadsConfig, 'partial_after_minutes'>): Date | null {
  const updated = new Date(lead.updatedAt);
  if (lead.stage === 'complete') return updated;
  const minutes = leads.partial_after_minutes;
  return minutes === false ? null : new Date(updated.getTime() + minutes * 60_000);
}
