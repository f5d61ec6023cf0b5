import { HONEYPOT_FIELD, type LeadSubmission } from '../../lib/leads/lead-submission.ts';
import type { NewLead } from './lead-types.ts';

/** What the lead store keeps of an accepted submission (the lead route's, and the benchmarks' that store through createLead). */
export function leadFields(s: LeadSubmission): Pick<NewLead, 'category' | 'subcategory' | 'name' | 'email' | 'phone' | 'carId' | 'stage' | 'payload'> {
  // The step token is a secret: only its hash is kept (lead_step_tokens), never the lead's payload.
  const { [HONEYPOT_FIELD]: _honeypot, step_token: _token, ...payload } = s;
  return {
    category: s.category,
    subcategory: s.subcategory,
    name: s.name,
    email: s.email,
    phone: s.phone,
    carId: s.car_id,
    stage: s.isLastStep ? 'complete' : 'partial',
    payload,
  };
}
