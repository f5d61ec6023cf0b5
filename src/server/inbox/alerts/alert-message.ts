import { FORM_LABELS } from '../../../lib/inbox/inbox-vocabulary.ts';
import { LEAD_FORMS, type LeadForm } from '../../../lib/leads/lead-categories.ts';
import { carOf, describeVehicle } from '../../leads/delivery/lead-vehicles.ts';
import type { Lead } from '../../leads/lead-types.ts';

/** Where the console shows one lead. */
const consoleLeadUrl = (siteUrl: string, leadId: string): string => `${siteUrl}/console/leads/?lead=${encodeURIComponent(leadId)}`;

/** What an alert says (rule: leads.new-lead-alerts): the form, the car and the link, never the shopper's details. */
export type AlertMessage = { title: string; body: string; url: string; leadId: string };

export function alertMessage(lead: Lead, form: string | null, place: string, siteUrl: string): AlertMessage {
  const kind = (LEAD_FORMS as readonly string[]).includes(form ?? '') ? FORM_LABELS[form as LeadForm] : lead.category;
  const car = carOf(lead, 'buy');
  const about = car ? describeVehicle(car) : null;
  return {
    title: `New lead: ${kind}`,
    body: `${kind} at ${place}${about ? `: ${about}` : ''}`,
    url: consoleLeadUrl(siteUrl, lead.leadId),
    leadId: lead.leadId,
  };
}

/** The SMS text of an alert. */
export const alertSms = (m: AlertMessage): string => `${m.title}. ${m.body}. ${m.url}`;
