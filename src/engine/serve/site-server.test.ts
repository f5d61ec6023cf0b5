import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer } from './site-server.ts';
import { isMalformedPath } from './static-files.ts';

describe('the site server', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-server-'));
  const server = createSiteServer({ root, port: 0 });
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('answers malformed paths with 400, never 500', async () => {
    for (const bad of ['/%00', '/cars/%E0%A4%A', '/a%0Ab', '/api/%00']) {
      const response = await fetch(`http://127.0.0.1:${port}${bad}`, { headers: { host: 'harbour-mazda.localhost' } });
      expect(response.status, bad).toBe(400);
    }
  });

  it('tells malformed paths from ordinary ones', () => {
    expect(isMalformedPath('/cars/2024-mazda-cx-5/')).toBe(false);
    expect(isMalformedPath('/search/mercedes%20benz/')).toBe(false);
    expect(isMalformedPath('/%zz')).toBe(true);
  });
});
