import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { embeddedSms } from '../../accounts/sms/embedded-sms.ts';
import { testServer, type TestServer } from '../../context/testing/test-context.ts';
import type { CarAvailability } from '../../reservations/car-availability.ts';
import type { DatabaseLocation } from '../../store/open-database.ts';
import { runStaffCli } from '../staff-cli.ts';
import { consoleCodeIn } from './console-mail.ts';

export type ConsoleHarness = {
  server: TestServer;
  /** The service clock: set it to move time. */
  clock: { now: Date };
  call(site: string, method: string, route: string, o?: { body?: unknown; cookie?: string; origin?: string }): Promise<Response>;
  /** `npm run staff -- …` against this server's store. */
  cli(...args: string[]): Promise<{ out: string; code: number }>;
  /** The newest code sent to an e-mail address (the mbox) or a mobile (the embedded SMS). */
  lastCode(address: string): Promise<string | null>;
  /** Signs in on `site` with a code sent to `address`; the Cookie header to send. */
  signIn(site: string, address: string): Promise<string>;
  close(): Promise<void>;
};

/** The whole app on a fresh store (`location`, else the embedded file), as the console's API runs it. */
export function consoleHarness(location: DatabaseLocation, o: { availability?: CarAvailability; env?: Record<string, string> } = {}): ConsoleHarness {
  const clock = { now: new Date('2026-03-02T09:00:00.000Z') };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-console-'));
  const env = { FORECOURT_DATA_DIR: dataDir, FORECOURT_SIGN_IN_RATE_PER_MINUTE: '1000', FORECOURT_WRITE_RATE_PER_MINUTE: '1000', ...o.env };
  const server = testServer(env, {
    clock: () => clock.now,
    ...(location.engine === 'postgres' ? { location } : {}),
    ...(o.availability ? { providers: { availability: () => o.availability! } } : {}),
  });
  const call: ConsoleHarness['call'] = (site, method, route, { body, cookie, origin } = {}) => {
    const headers: Record<string, string> = { origin: origin ?? `http://${site}.localhost:4321` };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (cookie) headers['cookie'] = cookie;
    const init: RequestInit = { method, headers, ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}) };
    return Promise.resolve(
      server.app.fetch(new Request(`http://${site}.localhost:4321/api/console${route}`, init), { dealerSlug: site, clientIp: '127.0.0.5' }),
    );
  };
  const lastCode = async (address: string) => {
    if (address.includes('@')) return consoleCodeIn(path.join(dataDir, 'lead-mail.mbox'), address);
    const [message] = await embeddedSms(server.context.store.database()).list(1);
    return message?.text.match(/^\d{6}/)?.[0] ?? null;
  };
  return {
    server,
    clock,
    call,
    cli: (...args) => runStaffCli(args, { dealers: server.context.dealers, staff: server.features.staff }),
    lastCode,
    async signIn(site, address) {
      const sent = await call(site, 'POST', '/auth/code', { body: { address } });
      if (sent.status !== 202) throw new Error(`code request answered ${sent.status}`);
      const verified = await call(site, 'POST', '/auth/verify', { body: { address, code: await lastCode(address) } });
      if (verified.status !== 200) throw new Error(`sign-in answered ${verified.status}: ${await verified.text()}`);
      return verified.headers.get('set-cookie')!.split(';')[0]!;
    },
    async close() {
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
