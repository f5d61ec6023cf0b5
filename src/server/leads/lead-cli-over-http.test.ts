import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD } from '../../lib/leads/form-fields.ts';
import { harbourEnquiry } from './fixtures/harbour-enquiry.ts';
import { postLead, startLeadServer, stopLeadServer, type LeadServer } from './fixtures/lead-server-process.ts';

/**
 * A shopper's name that clears the operator's screen, plants a hyperlink and reverses the text,
 * posted to the lead API as the contact form sends it, then read with `npm run leads` as the
 * operator runs it (scripts/leads.ts on the server's data dir).
 */
const HOSTILE_NAME = 'Sam\u001b[2J\u001b[H\u001b]8;;https://evil.example\u0007Pay here\u001b]8;;\u0007\u009b31m\u202eredro';
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
const root = path.resolve(import.meta.dirname, '../../..');

let server: LeadServer;
let leadId: string;
let formulaId: string;
const send = async (name: string, email: string) => {
  const answer = await postLead(server.port, harbourEnquiry({ values: { [FIELD.name]: name, [FIELD.email]: email } }), { localAddress: '127.0.0.2' });
  expect(answer.status).toBe(201);
  return (JSON.parse(answer.body) as { lead_id: string }).lead_id;
};
beforeAll(async () => {
  server = await startLeadServer();
  leadId = await send(HOSTILE_NAME, 'hostile@example.com');
  formulaId = await send('=HYPERLINK("https://evil.example","Pay")', 'formula@example.com');
});
afterAll(() => stopLeadServer(server));

async function leadsCli(...args: string[]): Promise<string> {
  const { DATABASE_URL: _database, ...inherited } = process.env;
  const env = { ...inherited, FORECOURT_WORK_DIR: server.dataDir, FORECOURT_DATA_DIR: server.dataDir };
  const { stdout } = await promisify(execFile)(process.execPath, [path.join(root, 'scripts/leads.ts'), ...args], { env, cwd: root });
  return stdout;
}

describe('npm run leads on a lead whose name holds terminal escapes', () => {
  it('lists it with every escape shown, never sent to the terminal', async () => {
    const out = await leadsCli('list');
    const line = out.split('\n').find((l) => l.includes(leadId))!;
    expect(line).toContain('Sam\\x1b[2J\\x1b[H\\x1b]8;;https://evil.example\\x07Pay here\\x1b]8;;\\x07\\u009b31m\\u202eredro hostile@example.com');
    expect(out).not.toMatch(CONTROL);
  });

  it('shows it and lists it as JSON that parses back to what the shopper typed', async () => {
    const shown = await leadsCli('show', leadId);
    expect(shown).not.toMatch(CONTROL);
    expect((JSON.parse(shown) as { name: string }).name).toBe(HOSTILE_NAME);
    const listed = await leadsCli('list', '--json');
    expect(listed).not.toMatch(CONTROL);
    expect((JSON.parse(listed) as { lead_id: string; name: string }[]).find((row) => row.lead_id === leadId)?.name).toBe(HOSTILE_NAME);
  });

  it('exports spreadsheet-safe CSV: escapes shown, no formula', async () => {
    const csv = await leadsCli('export', '--csv');
    expect(csv).not.toMatch(CONTROL);
    const row = csv.split('\n').find((l) => l.startsWith(leadId))!;
    expect(row.split(',')).toContain('Sam\\x1b[2J\\x1b[H\\x1b]8;;https://evil.example\\x07Pay here\\x1b]8;;\\x07\\u009b31m\\u202eredro');
    // The cell is the name as text: an apostrophe first, the quotes doubled inside quotes (RFC 4180).
    const formulaRow = csv.split('\n').find((l) => l.startsWith(formulaId))!;
    expect(formulaRow).toContain(',"\'=HYPERLINK(""https://evil.example"",""Pay"")",formula@example.com,');
  });
});
