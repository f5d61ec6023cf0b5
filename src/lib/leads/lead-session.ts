import type { LeadStep, LeadSubmission } from './lead-submission.ts';
import { newIdempotencyKey, submitLead } from './submit-lead.ts';
import type { SubmitOutcome } from './submit-outcome.ts';

/** The lead as the calls beside the lead API name it (the instant offer's eval-expert calls): its id and step token. */
export type LeadRef = { lead_id: string; step_token: string };

export type LeadSessionOptions = {
  /** How requests go out (the page's fetch unless given). */
  fetch?: typeof fetch;
  /** Makes a new Idempotency-Key (128 random bits unless given). */
  newKey?: () => string;
};

/**
 * One shopper's lead across the steps of a form: the only place a lead island (the lead form, the
 * instant trade-in offer, the online purchase) keeps the lead's id, its step token and the
 * Idempotency-Key of each request (docs/lead-integrity.md).
 *
 * - `step(isLastStep)` is what the next submission names: no lead before the first step is
 *   stored, then the lead's id and the step token the first step's answer carried (a later answer
 *   carries none, so the first one is kept).
 * - `send(submission)` posts it. Each step's request has a key of its own; the same body sent again
 *   after an answer that left it open (no answer, 408, 425, 429, 5xx) goes under the same key, so the
 *   server answers the retry as the first try and stores nothing twice (a retried first step is the
 *   same lead). Any other body (the shopper changed a value, or it is the next step), or the same
 *   one after an answer settled it (stored, 422, another refusal), gets a new key: the server
 *   refuses a key reused with another body.
 * - `ref()` is the lead for the eval-expert calls, null before the first step is stored.
 *
 * A session is one lead: once its last step is stored the lead is complete, and the server refuses
 * any further step of it (409).
 */
export function createLeadSession({ fetch, newKey = newIdempotencyKey }: LeadSessionOptions = {}) {
  let lead: { id: string; token: string | null } | null = null;
  let open: { body: string; key: string } | null = null;
  return {
    step(isLastStep: boolean): LeadStep {
      return { isLastStep, leadId: lead?.id ?? null, stepToken: lead?.token ?? null };
    },
    ref(): LeadRef | null {
      return lead === null ? null : { lead_id: lead.id, step_token: lead.token ?? '' };
    },
    async send(submission: LeadSubmission): Promise<SubmitOutcome> {
      const body = JSON.stringify(submission);
      if (open?.body !== body) open = { body, key: newKey() };
      const outcome = await submitLead(submission, { idempotencyKey: open.key, ...(fetch ? { fetch } : {}) });
      if (outcome.kind === 'failed' && outcome.retry) return outcome;
      open = null;
      if (outcome.kind === 'stored') lead = { id: outcome.leadId, token: outcome.stepToken ?? lead?.token ?? null };
      return outcome;
    },
  };
}

export type LeadSession = ReturnType<typeof createLeadSession>;
