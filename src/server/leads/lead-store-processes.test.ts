import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../store/open-database.ts';
import { newLead } from './fixtures/form-leads.ts';
import { createLeadStore } from './lead-store.ts';

// Child processes open the embedded store the way a second server or forwarder process would.
const PRELUDE = `
const { openDatabase } = await import(${JSON.stringify(new URL('../store/open-database.ts', import.meta.url).href)});
const { createLeadStore } = await import(${JSON.stringify(new URL('./lead-store.ts', import.meta.url).href)});
const store = createLeadStore(openDatabase({ engine: 'sqlite', file: process.env.LEADS_DB }));
`;

const children: ChildProcess[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDatabase(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-leads-'));
  dirs.push(dir);
  return path.join(dir, 'leads.db');
}

/** Runs `code` after PRELUDE in a fresh Node process; `lines` yields what it prints, line by line. */
function child(code: string, file: string) {
  const process_ = spawn(process.execPath, ['--input-type=module', '-e', PRELUDE + code], {
    env: { ...process.env, LEADS_DB: file },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(process_);
  const exited = new Promise<number | null>((resolve) => process_.on('exit', (code_) => resolve(code_)));
  return { process: process_, lines: createInterface({ input: process_.stdout! }), exited };
}

describe('the embedded store across processes', () => {
  // One writer commits lead by lead; 32 at once share group commits.
  it.each([1, 32])('keeps every lead reported committed when a process writing %i at a time is killed mid-stream', async (writers) => {
    const file = tempDatabase();
    const writer = child(
      `const { newLead } = await import(${JSON.stringify(new URL('./fixtures/form-leads.ts', import.meta.url).href)});
      const submitted = newLead();
      let next = 0;
      const write = async () => {
        for (;;) {
          const i = next++;
          const { lead } = await store.createLead({ ...submitted, idempotencyKey: 'k' + i }, ['email']);
          process.stdout.write(lead.leadId + '\\n');
        }
      };
      await Promise.all(Array.from({ length: ${writers} }, write));`,
      file,
    );
    const reported: string[] = [];
    for await (const line of writer.lines) {
      reported.push(line);
      if (reported.length === 300) writer.process.kill('SIGKILL');
    }
    expect(await writer.exited).toBeNull();

    const database = openDatabase({ engine: 'sqlite', file });
    try {
      const stored = new Set((await database.query((db) => db.selectFrom('leads').select('lead_id').execute())).map((row) => row.lead_id));
      expect(reported.length).toBeGreaterThanOrEqual(300);
      expect(reported.filter((id) => !stored.has(id))).toEqual([]);
      const outbox = await database.query((db) => db.selectFrom('lead_outbox').select('lead_id').execute());
      expect(new Set(outbox.map((row) => row.lead_id))).toEqual(stored);
    } finally {
      await database.close();
    }
  });

  it('never gives one due row to two forwarder processes', async () => {
    const file = tempDatabase();
    const seed = createLeadStore(openDatabase({ engine: 'sqlite', file }));
    for (let i = 0; i < 40; i++) await seed.createLead(newLead(), ['email']);
    await seed.close();

    const claimer = `for (;;) {
      const items = await store.claimDue({ limit: 3, leaseMs: 600000 });
      if (items.length === 0) break;
      for (const item of items) process.stdout.write(item.outboxId + '\\n');
    }
    await store.close();`;
    const forwarders = [child(claimer, file), child(claimer, file)];
    const claimed = await Promise.all(
      forwarders.map(async ({ lines }) => {
        const ids: string[] = [];
        for await (const line of lines) ids.push(line);
        return ids;
      }),
    );
    expect(await Promise.all(forwarders.map(({ exited }) => exited))).toEqual([0, 0]);
    const all = claimed.flat();
    expect(all).toHaveLength(40);
    expect(new Set(all).size).toBe(40);
  });
});
