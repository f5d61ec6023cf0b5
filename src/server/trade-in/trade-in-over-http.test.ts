import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRINGS } from '../../lib/strings.ts';
import { newLead, sampleDealer } from '../leads/fixtures/form-leads.ts';
import { startLeadServer, stopLeadServer, type LeadServer } from '../leads/fixtures/lead-server-process.ts';

/**
 * The instant offer's server calls over real HTTP to the site server in a process of its own (as
 * npm start runs it), uploads streamed in chunks, then `npm run leads -- show` as the operator runs it.
 */
const root = path.resolve(import.meta.dirname, '../../..');
/**
 * A real HEIC (HEVC in HEIF, as phones take photos): 64 × 48, its left half red and its right
 * half blue, made by libheif's `heif-enc` (x265) from a JPEG that sharp drew.
 */
const HEIC = fs.readFileSync(path.join(import.meta.dirname, 'images/testing/red-left-blue-right.heic'));
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

async function sendImage(evalId: string, bytes: Buffer, name: string, stepToken?: string) {
  const form = new FormData();
  form.set('evalid', evalId);
  if (stepToken !== undefined) form.set('step_token', stepToken);
  form.set('file', new File([new Uint8Array(bytes)], name));
  const encoded = new Response(form);
  return send('/eval-expert/image-upload', Buffer.from(await encoded.arrayBuffer()), encoded.headers.get('content-type')!);
}

describe('a trade-in over HTTP', () => {
  it('values a rego, keeps two streamed images and shows them with the lead', async () => {
    const store = server.openStore();
    // The instant offer's first step, as the island stores it before it asks for the valuation.
    const { lead, stepToken } = await store.createLead(newLead({ entry: 'trade-in', stage: 'partial', dealer: sampleDealer(SLUG) }), []);
    await store.close();

    const found = await sendJson('/eval-expert/enter-vin', { rego: '1abc 234', state: 'QLD', lead_id: lead.leadId, step_token: stepToken });
    expect(found.status).toBe(200);
    const [item] = JSON.parse(found.body) as { EvalID: string; Model: string }[];
    expect(item).toMatchObject({ Model: 'HiLux', EvalID: expect.any(String) });

    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a6' } })
      .jpeg()
      .toBuffer();
    // A photo padded near the 10,000,000-byte limit streams in; what is kept is the photo alone.
    const nearLimit = Buffer.alloc(9_990_000);
    photo.copy(nearLimit);
    expect((await sendImage(item!.EvalID, nearLimit, 'front.jpg', stepToken)).status).toBe(201);
    expect(JSON.parse((await sendImage(item!.EvalID, HEIC, 'IMG_0001.HEIC', stepToken)).body)).toEqual({ EvalID: item!.EvalID, images: 2 });
    const forged = await sendImage(item!.EvalID, Buffer.from('plain text pretending to be a photo'), 'side.jpg', stepToken);
    expect(forged.status).toBe(422);

    const contact = { evalid: item!.EvalID, km: 61000, cName: 'Alex', cEmail: 'alex@example.com', cPhone: '0412345678' };
    // The valuation is kept against the lead: only the holder of its step token may change it.
    expect((await sendJson('/eval-expert/update-eval', contact)).status).toBe(422);
    expect((await sendJson('/eval-expert/update-eval', { ...contact, step_token: stepToken })).status).toBe(200);

    const { stdout } = await promisify(execFile)(process.execPath, [path.join(root, 'scripts/leads.ts'), 'show', lead.leadId], {
      env: { ...process.env, DATABASE_URL: '', FORECOURT_WORK_DIR: server.dataDir, FORECOURT_DATA_DIR: server.dataDir },
      cwd: root,
    });
    const shown = JSON.parse(stdout) as { valuations: { evalId: string; km: number; images: { contentType: string; bytes: number; stored_at: string }[] }[] };
    expect(shown.valuations).toEqual([expect.objectContaining({ evalId: item!.EvalID, km: 61000 })]);
    const images = shown.valuations[0]!.images;
    expect(images.map((i) => i.contentType)).toEqual(['image/jpeg', 'image/jpeg']);
    for (const image of images) expect(fs.statSync(image.stored_at).size).toBe(image.bytes);
    expect(await sharp(images[0]!.stored_at).metadata()).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(images[0]!.bytes).toBeLessThan(10_000);
    expect(await sharp(images[1]!.stored_at).metadata()).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
  });
});

/** The colour of one pixel of a stored image, as [r, g, b]. */
async function pixel(file: string, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 3;
  return [...data.subarray(at, at + 3)];
}

const near = (actual: number[], expected: number[]) => actual.every((value, i) => Math.abs(value - expected[i]!) < 40);

/** A PNG drawn by sharp whose header then claims `width` × `height` (its CRC made right again). */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  // IHDR: length (4) at 8, type at 12, width at 16, height at 20, CRC over type and data at 29.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
  return png;
}

describe('an uploaded photo', () => {
  it('is kept decoded and encoded again: no trailing payload, no metadata, upright; HEIC as JPEG; a pixel bomb refused', async () => {
    const found = await sendJson('/eval-expert/enter-vin', { rego: '1abc 234', state: 'QLD' });
    const evalId = (JSON.parse(found.body) as { EvalID: string }[])[0]!.EvalID;
    const kept = () => {
      const dir = path.join(server.dataDir, 'trade-in-images', SLUG, evalId);
      return fs.existsSync(dir) ? fs.readdirSync(dir).map((name) => path.join(dir, name)) : [];
    };

    // A JPEG that is also an HTML page and a PHP script.
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a6' } })
      .jpeg()
      .toBuffer();
    const payload = '<html><script>alert(document.cookie)</script><?php system($_GET["c"]); ?></html>';
    expect((await sendImage(evalId, Buffer.concat([photo, Buffer.from(payload)]), 'car.jpg')).status).toBe(201);
    const [polyglot] = kept();
    const stored = fs.readFileSync(polyglot!);
    expect(polyglot).toMatch(/\.jpg$/);
    expect([stored[0], stored[1], stored.at(-2), stored.at(-1)]).toEqual([0xff, 0xd8, 0xff, 0xd9]);
    expect(stored.includes('<html>')).toBe(false);
    expect(stored.includes('<?php')).toBe(false);

    // A phone photo held sideways: EXIF orientation 6 (turn 90° clockwise) and the GPS position.
    const sideways = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#e00' } })
      .composite([{ input: { create: { width: 30, height: 40, channels: 3, background: '#00e' } }, left: 30, top: 0 }])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: 'Phone' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '27/1 28/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '153/1 1/1 0/1' } })
      .toBuffer();
    expect(await sharp(sideways).metadata()).toMatchObject({ orientation: 6, exif: expect.any(Buffer) });
    expect((await sendImage(evalId, sideways, 'IMG_0002.JPG')).status).toBe(201);
    const upright = kept().find((file) => file !== polyglot)!;
    const metadata = await sharp(upright).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 40, height: 60 });
    expect([metadata.exif, metadata.orientation, metadata.xmp]).toEqual([undefined, undefined, undefined]);
    // Turned as the phone was held: the left (red) half is now on top.
    expect(near(await pixel(upright, 20, 10), [238, 0, 0])).toBe(true);
    expect(near(await pixel(upright, 20, 50), [0, 0, 238])).toBe(true);

    // The phone's own format comes out as a JPEG of the same picture.
    expect((await sendImage(evalId, HEIC, 'IMG_0003.HEIC')).status).toBe(201);
    const fromHeic = kept().find((file) => file !== polyglot && file !== upright)!;
    expect(fromHeic).toMatch(/\.jpg$/);
    expect(await sharp(fromHeic).metadata()).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(near(await pixel(fromHeic, 8, 24), [238, 0, 0])).toBe(true);
    expect(near(await pixel(fromHeic, 56, 24), [0, 0, 238])).toBe(true);

    // A 100,000 × 100,000 PNG header in a file of a few bytes: refused from the header, at once.
    const started = Date.now();
    const bomb = await sendImage(evalId, await pngClaiming(100_000, 100_000), 'huge.png');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(bomb.status).toBe(422);
    expect(JSON.parse(bomb.body)).toMatchObject({ fields: { file: [STRINGS.tradeInImageTooManyPixels] } });
    // A JPEG start with no picture after it.
    const broken = await sendImage(evalId, Buffer.concat([photo.subarray(0, 40), Buffer.from(payload)]), 'broken.jpg');
    expect([broken.status, JSON.parse(broken.body).fields]).toEqual([422, { file: [STRINGS.tradeInImageUnreadable] }]);
    expect(kept()).toHaveLength(3);
  });
});
