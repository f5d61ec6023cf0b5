import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testEngines } from '../store/testing/test-databases.ts';
import { consoleHarness, type ConsoleHarness } from './testing/console-harness.ts';

const HARBOUR = 'harbour-mazda';
const WESTSIDE = 'westside-used-cars';

describe.each(testEngines())('console staff, sign-in and the guard on $name', (engine) => {
  describe.skipIf(engine.skipped !== null)(engine.skipped ?? 'console', () => {
    let h: ConsoleHarness;
    beforeEach(async () => {
      h = consoleHarness(await engine.fresh());
    });
    afterEach(() => h.close());
    afterAll(() => engine.cleanup());

    const audit = async (dealer: string) =>
      (await h.server.features.staff.audit().list(dealer)).map((l) => `${l.outcome} ${l.action} ${l.actor} ${l.detail ?? ''}`.trim());

    it('signs an owner invited by the command line in with an e-mailed code, and they invite a sales person who signs in by SMS', async () => {
      expect((await h.cli('invite', 'olive@harbour.example', '--dealer', HARBOUR, '--role', 'owner')).code).toBe(0);
      const owner = await h.signIn(HARBOUR, 'olive@harbour.example');
      expect(owner).toMatch(/^forecourt_staff=[\w-]{43}$/);
      const session = (await (await h.call(HARBOUR, 'GET', '/auth/session', { cookie: owner })).json()) as { roles: unknown[] };
      expect(session.roles).toEqual([
        { dealer: HARBOUR, dealer_name: 'Harbour City Mazda', role: 'owner', locations: [], departments: ['sales', 'service', 'parts'] },
      ]);
      const invited = await h.call(HARBOUR, 'POST', `/dealers/${HARBOUR}/staff`, {
        cookie: owner,
        body: { email: 'sid@harbour.example', name: 'Sid Sales', phone: '0412 000 111', role: 'sales' },
      });
      expect(invited.status).toBe(201);
      h.clock.now = new Date(h.clock.now.getTime() + 60_000);
      const sales = await h.signIn(HARBOUR, '0412000111');
      const list = (await (await h.call(HARBOUR, 'GET', `/dealers/${HARBOUR}/staff`, { cookie: owner })).json()) as {
        staff: { email: string; role: string }[];
      };
      expect(list.staff.map((m) => `${m.role} ${m.email}`)).toEqual(['owner olive@harbour.example', 'sales sid@harbour.example']);
      // A sales person may not read the staff list, nor the audit log; each refusal is audited.
      expect((await h.call(HARBOUR, 'GET', `/dealers/${HARBOUR}/staff`, { cookie: sales })).status).toBe(403);
      expect((await h.call(HARBOUR, 'GET', `/dealers/${HARBOUR}/audit`, { cookie: sales })).status).toBe(403);
      expect(await audit(HARBOUR)).toEqual([
        'refused audit.read sid@harbour.example role_forbidden',
        'refused staff.list sid@harbour.example role_forbidden',
        'done sign-in sid@harbour.example',
        'done staff.invite olive@harbour.example role sales',
        'done sign-in olive@harbour.example',
        'done staff.invite command line role owner',
      ]);
    });

    it('keeps only hashes of codes and tokens, and refuses a wrong code (audited) with nothing signed in', async () => {
      await h.cli('invite', 'olive@harbour.example', '--dealer', HARBOUR, '--role', 'owner');
      await h.call(HARBOUR, 'POST', '/auth/code', { body: { address: 'olive@harbour.example' } });
      const code = (await h.lastCode('olive@harbour.example'))!;
      const wrong = code === '000000' ? '111111' : '000000';
      const refused = await h.call(HARBOUR, 'POST', '/auth/verify', { body: { address: 'olive@harbour.example', code: wrong } });
      expect(refused.status).toBe(400);
      expect(refused.headers.get('set-cookie')).toBeNull();
      expect(await audit(HARBOUR)).toContain('refused sign-in olive@harbour.example wrong_code');
      const ok = await h.call(HARBOUR, 'POST', '/auth/verify', { body: { address: 'olive@harbour.example', code } });
      const token = ok.headers.get('set-cookie')!.match(/forecourt_staff=([\w-]+)/)![1]!;
      const db = h.server.context.store.database();
      const dump = JSON.stringify([
        await db.query((q) => q.selectFrom('staff_sign_in_codes').selectAll().execute()),
        await db.query((q) => q.selectFrom('staff_sessions').selectAll().execute()),
      ]);
      expect(dump).not.toContain(code);
      expect(dump).not.toContain(token);
      expect(ok.headers.get('set-cookie')).toMatch(/; HttpOnly; SameSite=Strict$/);
    });

    it('sends no code to an address that is not staff here, and answers the same', async () => {
      const sent = await h.call(HARBOUR, 'POST', '/auth/code', { body: { address: 'nobody@harbour.example' } });
      expect(sent.status).toBe(202);
      expect(await h.lastCode('nobody@harbour.example')).toBeNull();
      expect((await h.call(HARBOUR, 'POST', '/auth/code', { body: { address: 'not an address' } })).status).toBe(422);
    });

    it('gives 403 for a dealer the person holds no role at, or a forged dealer id, and audits both', async () => {
      await h.cli('invite', 'olive@harbour.example', '--dealer', HARBOUR, '--role', 'owner');
      const owner = await h.signIn(HARBOUR, 'olive@harbour.example');
      expect((await h.call(HARBOUR, 'GET', `/dealers/${WESTSIDE}/staff`, { cookie: owner })).status).toBe(403);
      const forged = await h.call(HARBOUR, 'GET', `/dealers/no-such-dealer/staff`, { cookie: owner });
      expect(forged.status).toBe(403);
      expect(await forged.json()).toMatchObject({ error: 'not_your_dealer' });
      expect(await audit(WESTSIDE)).toEqual(['refused staff.list olive@harbour.example not_your_dealer']);
      expect((await audit(HARBOUR))[0]).toBe('refused staff.list olive@harbour.example not_your_dealer (dealer "no-such-dealer")');
      // The cookie of one site signs nobody in on another.
      expect((await h.call(WESTSIDE, 'GET', `/dealers/${HARBOUR}/staff`, { cookie: owner })).status).toBe(401);
    });

    it('ends sessions when they expire, and at once when the person is removed', async () => {
      await h.cli('invite', 'olive@harbour.example', '--dealer', HARBOUR, '--role', 'owner');
      await h.cli('invite', 'mia@harbour.example', '--dealer', HARBOUR, '--role', 'manager');
      const owner = await h.signIn(HARBOUR, 'olive@harbour.example');
      const manager = await h.signIn(HARBOUR, 'mia@harbour.example');
      const { staff } = (await (await h.call(HARBOUR, 'GET', `/dealers/${HARBOUR}/staff`, { cookie: manager })).json()) as {
        staff: { person_id: string; email: string }[];
      };
      const ownerId = staff.find((m) => m.email === 'olive@harbour.example')!.person_id;
      const managerId = staff.find((m) => m.email === 'mia@harbour.example')!.person_id;
      // A manager may not remove an owner; the last owner cannot be removed.
      expect((await h.call(HARBOUR, 'POST', `/dealers/${HARBOUR}/staff/${ownerId}/remove`, { cookie: manager })).status).toBe(403);
      expect((await h.call(HARBOUR, 'POST', `/dealers/${HARBOUR}/staff/${ownerId}/remove`, { cookie: owner })).status).toBe(409);
      expect((await h.call(HARBOUR, 'POST', `/dealers/${HARBOUR}/staff/${managerId}/remove`, { cookie: owner })).status).toBe(200);
      const after = await h.call(HARBOUR, 'GET', '/auth/session', { cookie: manager });
      expect(after.status).toBe(401);
      expect(await after.json()).toMatchObject({ error: 'staff_signed_out' });
      h.clock.now = new Date(h.clock.now.getTime() + 12 * 3_600_000 + 1);
      expect((await h.call(HARBOUR, 'GET', `/dealers/${HARBOUR}/staff`, { cookie: owner })).status).toBe(401);
      expect((await audit(HARBOUR))[0]).toMatch(/^refused staff.list signed out/);
    });

    it('answers staffFor with the people whose role covers a location and department', async () => {
      const people = h.server.features.staff.people();
      const add = (email: string, role: 'sales' | 'service' | 'manager', locations: string[], departments: ('sales' | 'service' | 'parts')[]) =>
        people.invite({ dealer: HARBOUR, email, name: email, phone: null, role, locations, departments, invitedBy: null });
      await add('a@h.example', 'sales', ['harbour-city-mazda'], ['sales']);
      await add('b@h.example', 'service', [], ['service']);
      await add('c@h.example', 'manager', [], ['sales', 'service', 'parts']);
      const who = async (location: string | null, department: 'sales' | 'service' | null) =>
        (await people.staffFor(HARBOUR, location, department)).map((m) => m.email);
      expect(await who('harbour-city-mazda', 'sales')).toEqual(['a@h.example', 'c@h.example']);
      expect(await who('elsewhere', 'sales')).toEqual(['c@h.example']);
      expect(await who(null, 'service')).toEqual(['b@h.example', 'c@h.example']);
    });
  });
});
