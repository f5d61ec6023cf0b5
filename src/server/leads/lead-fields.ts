import { HONEYPOT_FIELD, type LeadSubmission } from '../../lib/leads/lead-submission.ts';
import type { NewLead } from './lead-types.ts';

/** What the lead store keeps of an accepted submission (the lead route's, and the benchmarks' that store through createLead). */
export function leadFields(s: LeadSubmission): Pick<NewLead, 'category' | 'subcategory' | 'name' | 'email' | 'phone' | 'carId' | 'stage' | 'payload'> {
  // The step token is a secret: only its hash is kept (lead_step_tokens), never the lead's payload.
  const { [HONEYPOT_FIELD]: _honeypot, step_token: _token, ...payload } = s;
  return {
    category: s.category,
    subcategory: s.subcategory,
    // The quick form asks first and last names apart (rule: leads.quick-form); the lead's name is the whole of it.
    name: s.last_name === null ? s.name : [s.name, s.last_name].filter((part) => part !== null).join(' '),
    email: s.email,
    phone: s.phone,
    carId: s.car_id,
    stage: s.isLastStep ? 'complete' : 'partial',
    payload,
  };
}
