import { STRINGS } from '../../lib/strings.ts';
import { problem } from '../http/respond.ts';
import type { LeadStore } from './lead-store.ts';

/**
 * Whether a call that names a lead by its id may act on it: null when `token` is the step token the
 * lead's first step was given, else the answer to send — 422 `fields.step_token` without a token,
 * 403 with another one. The lead API's later steps and the trade-in calls both ask it.
 */
export async function stepTokenProblem(store: Pick<LeadStore, 'stepTokenMatches'>, leadId: string, token: string | null | undefined): Promise<Response | null> {
  if (token === undefined || token === null || token === '') return problem('invalid', { fields: { step_token: [STRINGS.leadStepTokenMissing] } });
  if (!(await store.stepTokenMatches(leadId, token))) return problem('wrong_step_token', { fields: { step_token: [STRINGS.leadStepTokenWrong] } });
  return null;
}
