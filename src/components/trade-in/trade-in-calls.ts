import type { LeadRef } from '../../lib/leads/lead-session.ts';
import { STRINGS } from '../../lib/strings.ts';
import { postJson, type CallResult } from '../accounts/post-json.ts';

const EVAL_EXPERT = '/api/eval-expert';

/** An eval-expert call's answer: the list (its first item carries the vehicle), or the message to show. */
export function evalCall(call: 'enter-vin' | 'manual-entry' | 'update-eval', body: Record<string, unknown>): Promise<CallResult<unknown>> {
  return postJson<unknown>(`${EVAL_EXPERT}/${call}`, body, STRINGS.tradeInStepError);
}

/** Sends one image (multipart: evalid, lead_id, step_token, file); the server checks its bytes again. */
export async function uploadImage(evalId: string, lead: LeadRef | null, file: File): Promise<CallResult<unknown>> {
  const form = new FormData();
  form.set('evalid', evalId);
  if (lead !== null) {
    form.set('lead_id', lead.lead_id);
    form.set('step_token', lead.step_token);
  }
  form.set('file', file, file.name);
  try {
    const response = await fetch(`${EVAL_EXPERT}/image-upload`, {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    const answer = (await response.json().catch(() => ({}))) as { message?: string; fields?: Record<string, string[]> };
    if (response.ok) return { ok: true, body: answer };
    const fields = answer.fields ?? {};
    return { ok: false, message: Object.values(fields)[0]?.[0] ?? answer.message ?? STRINGS.tradeInStepError, fields };
  } catch {
    return { ok: false, message: STRINGS.tradeInStepError, fields: {} };
  }
}

export type ValuationColumn = {
  offer_price: number | null;
  rego: string;
  regoState: string;
  adjustmentAnswers: Record<string, string | number | boolean | null>;
};

/** Keeps the valuation against its lead (`trade_in.save_valuation_column`); a failure is only logged. */
export async function saveValuation(lead: LeadRef, data: ValuationColumn): Promise<void> {
  const saved = await postJson<unknown>('/api/miscellaneous', { ...lead, column_name: 'valuation', data }, STRINGS.failedToSaveValuation);
  if (saved.ok) console.info('valuation saved');
  else console.error(STRINGS.failedToSaveValuation, saved.message);
}

/** The shopper accepts the indicative offer their lead recorded (rule: trade-in.offer-acceptance): null once accepted, else the message to show. */
export async function acceptOffer(lead: LeadRef): Promise<string | null> {
  const accepted = await postJson<{ offer_accepted: boolean }>('/api/leads/accept-offer', lead, STRINGS.tradeInStepError);
  return accepted.ok ? null : accepted.message;
}
