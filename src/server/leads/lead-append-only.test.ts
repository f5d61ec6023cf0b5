import { describe, expect, it } from 'vitest';
import { FIELD } from '../../lib/leads/form-fields.ts';
import { STRINGS } from '../../lib/strings.ts';
import { testEngines } from '../store/testing/test-databases.ts';
import { leadApi } from './fixtures/lead-api.ts';
import { runLeadsCli } from './lead-cli.ts';
// The CRM's rows: the staff's new-lead alert has a row of its own beside them.
import { ALERT_TARGET } from './lead-types.ts';

const policy = { maxAttempts: 3, backoffMs: 60_000 };
const later = () => new Date(Date.now() + 1_000);

describe.each(testEngines())('a lead is append-only once complete, on $name', (engine) => {
  describe.skipIf(engine.skipped !== null)(engine.skipped ?? 'leads', () => {
    const api = leadApi(engine);

    /** The first step of a two-step car enquiry: its answer's lead_id and step_token. */
    async function firstStep(values = {}) {
      const answer = await api.post(api.carEnquiry({ isLastStep: false, leadId: null }, values));
      expect(answer.status).toBe(201);
      return { leadId: String(answer.body['lead_id']), stepToken: String(answer.body['step_token']) };
    }

    it('answers the first step with a random step token, of which it keeps only a hash', async () => {
      const first = await firstStep();
      const second = await firstStep();
      // 256 random bits, base64url.
      expect(first.stepToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(second.stepToken).not.toBe(first.stepToken);
      const dump = await api
        .server()
        .context.store.database()
        .query(async (db) => ({
          leads: await db.selectFrom('leads').selectAll().execute(),
          tokens: await db.selectFrom('lead_step_tokens').selectAll().execute(),
        }));
      expect(dump.tokens).toHaveLength(2);
      expect(JSON.stringify(dump)).not.toContain(first.stepToken);
      expect(JSON.stringify(dump)).not.toContain(second.stepToken);
    });

    it('takes a later step only with the step token of its own lead', async () => {
      const mine = await firstStep();
      const theirs = await firstStep();
      const step = (stepToken: string | null) => api.carEnquiry({ isLastStep: true, leadId: mine.leadId, stepToken }, { [FIELD.name]: 'Mallory' });

      const missing = await api.post(step(null));
      expect(missing).toMatchObject({ status: 422, body: { fields: { step_token: [STRINGS.leadStepTokenMissing] } } });
      const wrong = await api.post(step(theirs.stepToken));
      expect(wrong).toMatchObject({ status: 403, body: { error: 'wrong_step_token', fields: { step_token: [STRINGS.leadStepTokenWrong] } } });
      expect(await api.service().store().getLead(mine.leadId)).toMatchObject({ stage: 'partial', name: 'Sam Shopper' });

      const right = await api.post(api.carEnquiry({ isLastStep: true, leadId: mine.leadId, stepToken: mine.stepToken }));
      expect(right).toEqual({ status: 201, body: { lead_id: mine.leadId } });
      expect(await api.service().store().getLead(mine.leadId)).toMatchObject({ stage: 'complete', name: 'Sam Shopper' });
    });

    it('refuses to change a complete lead (409), even with its token, and keeps what the dealer was sent', async () => {
      const { leadId, stepToken } = await firstStep();
      expect((await api.post(api.carEnquiry({ isLastStep: true, leadId, stepToken }))).status).toBe(201);
      const sent = await api.service().store().getLead(leadId);

      for (const isLastStep of [true, false]) {
        const rewrite = await api.post(api.carEnquiry({ isLastStep, leadId, stepToken }, { [FIELD.name]: 'Mallory', [FIELD.email]: 'mallory@example.com' }));
        expect(rewrite).toMatchObject({ status: 409, body: { error: 'lead_complete', message: STRINGS.leadAlreadySent } });
      }
      expect(await api.service().store().getLead(leadId)).toEqual(sent);
    });

    it('lets one of ten last steps sent at once complete the lead; the others get 409', async () => {
      const { leadId, stepToken } = await firstStep();
      const names = Array.from({ length: 10 }, (_, i) => `Shopper ${i}`);
      const answers = await Promise.all(names.map((name) => api.post(api.carEnquiry({ isLastStep: true, leadId, stepToken }, { [FIELD.name]: name }))));
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
      expect(answers.filter((answer) => answer.status === 409)).toHaveLength(9);
      const winner = names[answers.findIndex((answer) => answer.status === 201)];
      expect(await api.service().store().getLead(leadId)).toMatchObject({ stage: 'complete', name: winner });
    });

    it('gives a single-step lead no token, and takes no step for it', async () => {
      const answer = await api.post(api.carEnquiry({ isLastStep: true, leadId: null }));
      expect(answer.status).toBe(201);
      expect(Object.keys(answer.body)).toEqual(['lead_id']);
      const leadId = String(answer.body['lead_id']);
      const guess = await api.post(api.carEnquiry({ isLastStep: true, leadId, stepToken: 'A'.repeat(43) }, { [FIELD.name]: 'Mallory' }));
      expect(guess.status).toBe(403);
      expect(await api.service().store().getLead(leadId)).toMatchObject({ name: 'Sam Shopper' });
    });

    it('resends a delivered lead as a new outbox row (npm run leads -- retry), leaving the delivered row as it was', async () => {
      const answer = await api.post(api.carEnquiry({ isLastStep: true, leadId: null }));
      const leadId = String(answer.body['lead_id']);
      const store = api.service().store();
      const item = (await store.claimDue({ now: later() })).find((i) => i.target !== ALERT_TARGET);
      await store.recordDelivery(item!.outboxId, { ok: true }, { ...policy, now: later() });
      const rows = () =>
        api
          .server()
          .context.store.database()
          .query((db) =>
            db.selectFrom('lead_outbox').selectAll().where('lead_id', '=', leadId).where('target', '<>', ALERT_TARGET).orderBy('outbox_id').execute(),
          );
      const [delivered] = await rows();

      expect(await runLeadsCli(['retry', leadId], store)).toEqual({ out: `1 deliveries of ${leadId} queued again as resends.\n`, code: 0 });
      const after = await rows();
      expect(after).toHaveLength(2);
      expect(after[0]).toEqual(delivered);
      expect(after[0]).toMatchObject({ state: 'delivered', attempt: 1, resend: 0 });
      expect(after[1]).toMatchObject({ target: 'email', state: 'pending', attempt: 0, resend: 1, delivered_at: null });
      const [resent] = await store.claimDue({ now: later() });
      expect(resent).toMatchObject({ outboxId: after[1]!.outbox_id, resend: true, lead: { leadId } });
      // One resend waits already: a second retry queues nothing more.
      expect((await runLeadsCli(['retry', leadId], store)).code).toBe(1);
      await store.recordDelivery(resent!.outboxId, { ok: true }, { ...policy, now: later() });
      expect(await store.getLead(leadId)).toMatchObject({ status: 'forwarded', deliveries: 2 });
      expect((await rows()).map((row) => row.state)).toEqual(['delivered', 'delivered']);
    });

    it('resends a dead letter as a new row; the lead is forwarded once the resend is delivered', async () => {
      const answer = await api.post(api.carEnquiry({ isLastStep: true, leadId: null }));
      const leadId = String(answer.body['lead_id']);
      const store = api.service().store();
      const item = (await store.claimDue({ now: later() })).find((i) => i.target !== ALERT_TARGET);
      await store.recordDelivery(item!.outboxId, { ok: false, error: '550 no such mailbox', permanent: true }, { ...policy, now: later() });
      expect(await store.getLead(leadId)).toMatchObject({ status: 'failed' });

      expect(await runLeadsCli(['retry', '--failed'], store)).toEqual({ out: '1 deliveries queued again as resends.\n', code: 0 });
      const [resent] = await store.claimDue({ now: later() });
      expect(resent).toMatchObject({ resend: true, attempt: 1 });
      expect(resent!.outboxId).not.toBe(item!.outboxId);
      await store.recordDelivery(resent!.outboxId, { ok: true }, { ...policy, now: later() });
      expect(await store.getLead(leadId)).toMatchObject({ status: 'forwarded' });
      const states = await api
        .server()
        .context.store.database()
        .query((db) =>
          db
            .selectFrom('lead_outbox')
            .select(['state', 'last_error'])
            .where('lead_id', '=', leadId)
            .where('target', '<>', ALERT_TARGET)
            .orderBy('outbox_id')
            .execute(),
        );
      expect(states).toEqual([
        { state: 'dead', last_error: '550 no such mailbox' },
        { state: 'delivered', last_error: null },
      ]);
    });
  });
});
