import type { ServerContext } from '../context/server-context.ts';
import { Hono } from 'hono';
import { z } from 'zod';
import { FIELD } from '../../lib/leads/form-fields.ts';
import { HONEYPOT_FIELD, validateLeadSubmission, type LeadSubmission } from '../../lib/leads/lead-submission.ts';
import { leadFields } from './lead-fields.ts';
import { jsonBody } from '../http/json-body.ts';
import { sameOriginOnly } from '../http/origin.ts';
import { json, methodNotAllowed, problem } from '../http/respond.ts';
import type { ServerEnv } from '../server-env.ts';
import { StoreUnavailableError } from '../store/store-errors.ts';
import type { LeadSlot } from '../test-drive/lead-slot.ts';
import type { Dealer } from '../../lib/dealer/load-dealer.ts';
import { SlotTakenError } from './lead-store.ts';
import { STRINGS } from '../../lib/strings.ts';
import { IdempotencyKeyReusedError, LeadClosedError, requestHash } from './lead-requests.ts';
import type { LeadService } from './lead-service.ts';
import { leadRateLimits } from './lead-rate-limit.ts';
import { stepTokenProblem } from './step-token-check.ts';
import type { Lead } from './lead-types.ts';

const LEAD_MAX_BYTES = 64 * 1024;
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

/**
 * POST /api/leads on every dealer site (the dealer comes from the Host). 201 {lead_id} only once
 * the lead is durably stored; the shared request rules (403 foreign Origin, 429 past the rate,
 * 415, 413 over 64 KB, 400 malformed JSON, 422 naming every bad field); 503 with Retry-After when
 * the store is unavailable. The rate counts a multi-step lead once (lead-rate-limit.ts). An Idempotency-Key names one request body: the same key and body
 * again answers as the first time, the key with another body 422 `fields['Idempotency-Key']`. A
 * filled honeypot is answered like a success and stored as spam. Multi-step forms: the first step
 * (no lead_id, isLastStep false) is answered 201 {lead_id, step_token}; a later step sends both and
 * updates that lead (partial until isLastStep): 422 `fields.step_token` without the token, 403 with
 * a wrong one, 409 once the lead is complete. A new test drive of a car with a dateTime books that
 * slot with the lead: 422 `fields.dateTime` when it is not an open slot or another lead has it.
 */
export type LeadRouteOptions = {
  ratePerMinute: number;
  /** The signed-in shopper's phone on this dealer's site, if any: a lead sent signed in carries it. */
  signedInPhone?: (request: Request, dealer: string) => Promise<string | null>;
  /** A new test drive's chosen slot, checked before the lead is stored and booked with it (see leadSlotCheck). */
  testDriveSlot?: (dealer: Dealer, submission: LeadSubmission) => Promise<LeadSlot>;
  /** An instant offer's adjustments step (`adjustments` {id, adjustmentAnswers}), kept as the lead's stored valuation for every dealer. */
  adjustments?: (dealer: string, leadId: string, submission: LeadSubmission) => Promise<void>;
};

export function leadRoutes(context: Pick<ServerContext, 'dealers'>, service: Pick<LeadService, 'store' | 'stored'>, o: LeadRouteOptions): Hono<ServerEnv> {
  const rate = leadRateLimits({ perMinute: o.ratePerMinute });
  return new Hono<ServerEnv>()
    .post('/', rate.refusedBodies, sameOriginOnly, jsonBody(z.unknown(), LEAD_MAX_BYTES), rate.leads, async (c) => {
      const entry = context.dealers.dealer(c.env.dealerSlug);
      if (!entry) return problem('unknown_dealer');
      const key = c.req.header('idempotency-key') ?? null;
      if (key !== null && !IDEMPOTENCY_KEY.test(key)) return problem('invalid_idempotency_key');
      const body = c.req.valid('json');
      const checked = validateLeadSubmission(body, entry.forms);
      if (!checked.ok) return problem('invalid', { fields: checked.errors });
      const submission = checked.submission;
      const fields = leadFields(submission);
      const request = { idempotencyKey: key, requestHash: key === null ? null : requestHash(body) };
      try {
        let lead: Lead | null;
        let stepToken: string | undefined;
        if (submission.lead_id !== null) {
          const known = await service.store().getLead(submission.lead_id);
          if (!known || known.dealershipSlug !== entry.dealer.slug) return problem('invalid', { fields: { lead_id: ['Unknown lead.'] } });
          const refused = await stepTokenProblem(service.store(), known.leadId, submission.step_token);
          if (refused) return refused;
          lead = await service.store().updateLead(known.leadId, fields, request);
        } else {
          const spam = submission[HONEYPOT_FIELD].trim() !== '';
          const booking: LeadSlot = spam || !o.testDriveSlot ? { ok: true, slot: null } : await o.testDriveSlot(entry.dealer, submission);
          if (!booking.ok) return problem('invalid', { fields: booking.fields });
          const accountPhone = (await o.signedInPhone?.(c.req.raw, entry.dealer.slug)) ?? null;
          const phone = fields.phone ?? accountPhone;
          const newLead = { ...fields, phone, dealershipSlug: entry.dealer.slug, ...request, spam, accountPhone, testDriveSlot: booking.slot };
          ({ lead, stepToken } = await service.store().createLead(newLead, entry.targets));
        }
        if (!lead) return problem('invalid', { fields: { lead_id: ['Unknown lead.'] } });
        if (submission.adjustments !== null && lead.status !== 'spam') await o.adjustments?.(entry.dealer.slug, lead.leadId, submission);
        service.stored();
        return json({ lead_id: lead.leadId, ...(stepToken === undefined ? {} : { step_token: stepToken }) }, 201);
      } catch (error) {
        if (error instanceof SlotTakenError) return problem('slot_taken', { fields: { [FIELD.dateTime]: [STRINGS.testDriveSlotTaken] } });
        if (error instanceof LeadClosedError) return problem('lead_complete', { fields: { lead_id: [STRINGS.leadAlreadySent] } });
        if (error instanceof IdempotencyKeyReusedError)
          return problem('idempotency_key_reused', { fields: { 'Idempotency-Key': [STRINGS.idempotencyKeyReused] } });
        if (!(error instanceof StoreUnavailableError)) throw error;
        console.error(`lead store unavailable: ${error.message}`);
        return problem('unavailable', {
          message: 'We could not save your enquiry just now. Please try again in a moment.',
          headers: { 'retry-after': String(error.retryAfterSeconds) },
        });
      }
    })
    .all('/', () => methodNotAllowed('POST'));
}
