import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testServer } from './context/testing/test-context.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-app-headers-'));
const server = testServer({ FORECOURT_DATA_DIR: dataDir });
afterAll(async () => {
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('every answer of the function app', () => {
  const { app } = server;
  const ctx = { dealerSlug: 'harbour-mazda', clientIp: '127.0.0.9' };

  it('is data browsers must not sniff, render with scripts or frame: success, refusal and 404 alike', async () => {
    const answers = [
      await app.fetch(new Request('http://harbour-mazda.localhost/api/health'), ctx),
      await app.fetch(new Request('http://harbour-mazda.localhost/api/leads', { method: 'POST', body: 'x', headers: { 'content-type': 'text/plain' } }), ctx),
      await app.fetch(new Request('http://harbour-mazda.localhost/api/nothing-here'), ctx),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 415, 404]);
    for (const response of answers) {
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });
});
