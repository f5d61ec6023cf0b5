import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newLead, sampleDealer } from '../leads/fixtures/form-leads.ts';
import { startLeadServer, stopLeadServer, type LeadServer } from '../leads/fixtures/lead-server-process.ts';

/**
 * The instant offer's server calls over real HTTP to the site server in a process of its own (as
 * npm start runs it), uploads streamed in chunks, then `npm run leads -- show` as the operator runs it.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const SLUG = 'westside-used-cars';
let server: LeadServer;
let feedDir: string;

beforeAll(async () => {
  feedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-feed-'));
  const feed = path.join(feedDir, 'stock-feed.json');
  fs.writeFileSync(
    feed,
    JSON.stringify([
      { car_type: 'used', regplate: '1ABC234', state: 'QLD', vin: 'MR0FZ22G401555555', make: 'Toyota', model: 'HiLux', badge: 'SR5', year: 2021 },
    ]),
  );
  server = await startLeadServer({ env: { FORECOURT_STOCK_FEED: feed } });
});
afterAll(async () => {
  await stopLeadServer(server);
  fs.rmSync(feedDir, { recursive: true, force: true });
});

function send(route: string, body: Buffer, contentType: string): Promise<{ status: number; body: string }> {
  const site = `${SLUG}.localhost:${server.port}`;
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        method: 'POST',
        path: `/api${route}`,
        agent: false,
        headers: { host: site, origin: `http://${site}`, 'content-type': contentType },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
    for (let at = 0; at < body.length; at += 64 * 1024) request.write(body.subarray(at, at + 64 * 1024));
    request.end();
  });
}

const sendJson = (route: string, body: object) => send(route, Buffer.from(JSON.stringify(body)), 'application/json');

async function sendImage(evalId: string, bytes: Buffer, name: string) {
  const form = new FormData();
  form.set('evalid', evalId);
  form.set('file', new File([new Uint8Array(bytes)], name));
  const encoded = new Response(form);
  return send('/eval-expert/image-upload', Buffer.from(await encoded.arrayBuffer()), encoded.headers.get('content-type')!);
}

describe('a trade-in over HTTP', () => {
  it('values a rego, keeps two streamed images and shows them with the lead', async () => {
    const store = server.openStore();
    // The instant offer's first step, as the island stores it before it asks for the valuation.
    const { lead } = await store.createLead(newLead({ entry: 'trade-in', stage: 'partial', dealer: sampleDealer(SLUG) }), []);
    await store.close();

    const found = await sendJson('/eval-expert/enter-vin', { rego: '1abc 234', state: 'QLD', lead_id: lead.leadId });
    expect(found.status).toBe(200);
    const [item] = JSON.parse(found.body) as { EvalID: string; Model: string }[];
    expect(item).toMatchObject({ Model: 'HiLux', EvalID: expect.any(String) });

    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a6' } })
      .jpeg()
      .toBuffer();
    const nearLimit = Buffer.alloc(9_990_000);
    photo.copy(nearLimit);
    expect((await sendImage(item!.EvalID, nearLimit, 'front.jpg')).status).toBe(201);
    const heicHead = Buffer.from([0, 0, 0, 24, ...Buffer.from('ftypheic'), 0, 0, 0, 0, ...Buffer.from('mif1heic'), 1, 2, 3]);
    expect(JSON.parse((await sendImage(item!.EvalID, heicHead, 'IMG_0001.HEIC')).body)).toEqual({ EvalID: item!.EvalID, images: 2 });
    const forged = await sendImage(item!.EvalID, Buffer.from('plain text pretending to be a photo'), 'side.jpg');
    expect(forged.status).toBe(422);

    const updated = await sendJson('/eval-expert/update-eval', {
      evalid: item!.EvalID,
      km: 61000,
      cName: 'Alex',
      cEmail: 'alex@example.com',
      cPhone: '0412345678',
    });
    expect(updated.status).toBe(200);

    const { stdout } = await promisify(execFile)(process.execPath, [path.join(root, 'scripts/leads.ts'), 'show', lead.leadId], {
      env: { ...process.env, DATABASE_URL: '', FORECOURT_WORK_DIR: server.dataDir, FORECOURT_DATA_DIR: server.dataDir },
      cwd: root,
    });
    const shown = JSON.parse(stdout) as { valuations: { evalId: string; km: number; images: { contentType: string; bytes: number; stored_at: string }[] }[] };
    expect(shown.valuations).toEqual([expect.objectContaining({ evalId: item!.EvalID, km: 61000 })]);
    expect(shown.valuations[0]!.images.map((i) => [i.contentType, i.bytes])).toEqual([
      ['image/jpeg', 9_990_000],
      ['image/heic', heicHead.length],
    ]);
    expect(fs.statSync(shown.valuations[0]!.images[0]!.stored_at).size).toBe(9_990_000);
  });
});
