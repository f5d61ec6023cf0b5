import { afterEach, describe, expect, it } from 'vitest';
import { FIELD } from '../../lib/leads/form-fields.ts';
import { harbourEnquiry } from './fixtures/harbour-enquiry.ts';
import { postLead, startLeadServer, stopLeadServer, type LeadServer } from './fixtures/lead-server-process.ts';

const BURST = 200;
/** The server is killed when this many 201s have come back. */
const KILL_AFTER = 20;
const IN_FLIGHT = 16;
// One client address sends the whole burst.
const env = { FORECOURT_LEAD_RATE_PER_MINUTE: '100000' };

const servers: LeadServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0).reverse()) await stopLeadServer(server, { signal: 'SIGKILL' });
});

type Outcome = { key: string; leadId: string | null; status: number | null };

describe('the lead server SIGKILLed during a burst', () => {
  it('has every lead it answered 201 for in its store after a restart, and a retry under the same key stores no second lead', async () => {
    const server = await startLeadServer({ env, forward: true });
    servers.push(server);
    const enquiry = (i: number) => harbourEnquiry({ values: { [FIELD.email]: `burst-${i}@example.com` } });
    let created = 0;
    const send = async (i: number): Promise<Outcome> => {
      const key = `burst-${i}`;
      try {
        const answer = await postLead(server.port, enquiry(i), { headers: { 'idempotency-key': key } });
        if (answer.status !== 201) return { key, leadId: null, status: answer.status };
        if (++created === KILL_AFTER) server.process.kill('SIGKILL');
        return { key, leadId: (JSON.parse(answer.body) as { lead_id: string }).lead_id, status: 201 };
      } catch {
        return { key, leadId: null, status: null };
      }
    };
    // IN_FLIGHT posts at a time, so the burst is still being sent when the kill lands: the store
    // commits concurrent leads together and could answer all 200 before the 20th answer is read.
    const outcomes: Outcome[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        for (let i = next++; i < BURST; i = next++) outcomes[i] = await send(i);
      }),
    );
    expect(await server.exited).toBe('SIGKILL');
    const accepted = outcomes.filter((o) => o.status === 201);
    const unanswered = outcomes.filter((o) => o.status === null);
    // The kill landed mid-burst: some posts were answered 201, some never were (connection reset or refused).
    expect(accepted.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(unanswered.length, `${accepted.length} answered 201, ${unanswered.length} unanswered`).toBeGreaterThan(0);
    expect(outcomes.filter((o) => o.status !== null && o.status !== 201)).toEqual([]);

    const restarted = await startLeadServer({ env, dataDir: server.dataDir, forward: true });
    servers.push(restarted);
    const store = restarted.openStore();
    try {
      const stored = new Map((await store.listLeads({ limit: 1_000 })).map((lead) => [lead.leadId, lead]));
      expect(accepted.filter((o) => !stored.has(o.leadId!))).toEqual([]);
      for (const o of accepted) expect(stored.get(o.leadId!)?.email).toBe(`${o.key}@example.com`);

      // The shopper's island sends the unanswered posts again under their keys: each gets one lead,
      // whether or not the killed server had stored it, and every answered one keeps its lead_id.
      const retried = await Promise.all(outcomes.map((o, i) => postLead(restarted.port, enquiry(i), { headers: { 'idempotency-key': o.key } })));
      expect(retried.map((a) => a.status)).toEqual(Array<number>(BURST).fill(201));
      const ids = retried.map((a) => (JSON.parse(a.body) as { lead_id: string }).lead_id);
      accepted.forEach((o) => expect(ids[outcomes.indexOf(o)]).toBe(o.leadId));
      const after = await store.listLeads({ limit: 1_000 });
      expect(after).toHaveLength(BURST);
      expect(new Set(after.map((lead) => lead.email)).size).toBe(BURST);
    } finally {
      await store.close();
    }
  }, 30_000); // two server processes and 400 posts: seconds on a busy 2-core machine
});
