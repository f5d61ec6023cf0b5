import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { STRINGS } from '../../lib/strings.ts';
import { lookupOutcome } from '../../lib/trade-in/eval-expert-contract.ts';
import { newLead, sampleDealer } from '../leads/fixtures/form-leads.ts';
import { runLeadsCli } from '../leads/lead-cli.ts';
import { testEngines } from '../store/testing/test-databases.ts';
import { imagesDir } from './trade-in-service.ts';
import { tradeInApp } from './testing/trade-in-app.ts';

const WESTSIDE = 'westside-used-cars';
const jpeg = () =>
  sharp({ create: { width: 8, height: 6, channels: 3, background: '#c33' } })
    .jpeg()
    .toBuffer();
const png = () =>
  sharp({ create: { width: 8, height: 6, channels: 3, background: '#33c' } })
    .png()
    .toBuffer();

function imageForm(evalId: string, file: Buffer | string, name = 'car.jpg', type = 'image/jpeg'): FormData {
  const form = new FormData();
  form.set('evalid', evalId);
  form.set('file', new File([typeof file === 'string' ? file : new Uint8Array(file)], name, { type }));
  return form;
}

const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => path.join(e.parentPath, e.name))
    : [];

describe.each(testEngines())('the eval-expert API on $name', (engine) => {
  describe.skipIf(engine.skipped !== null)(engine.skipped ?? 'eval-expert', () => {
    const t = tradeInApp(engine);
    // The instant offer's first step, as the island stores it before it asks for the valuation.
    const tokens = new Map<string, string>();
    const lead = async (slug = WESTSIDE) => {
      const { lead: created, stepToken } = await t.state.leads
        .store()
        .createLead(newLead({ entry: 'trade-in', stage: 'partial', dealer: sampleDealer(slug) }), []);
      tokens.set(created.leadId, stepToken!);
      return created.leadId;
    };
    /** The lead as the island names it on every trade-in call: its id and the step token its first step was given. */
    const ref = (leadId: string) => ({ lead_id: leadId, step_token: tokens.get(leadId)! });
    /** An upload as the island sends it for a valuation kept against `leadId`. */
    const uploadFor = (leadId: string) => (form: FormData) => {
      form.set('step_token', tokens.get(leadId)!);
      return t.upload(WESTSIDE, form);
    };
    const valuationRows = () => t.state.context.store.database().query((db) => db.selectFrom('trade_in_valuations').selectAll().execute());
    const enterVin = async (rego: string, state: string, leadId?: string) => {
      const response = await t.call(WESTSIDE, '/eval-expert/enter-vin', { rego, state, ...(leadId ? ref(leadId) : {}) });
      expect(response.status).toBe(200);
      return (await response.json()) as Record<string, unknown>[];
    };

    it("answers a sample car's rego and state with its vehicle under a new EvalID", async () => {
      const leadId = await lead();
      const answer = await enterVin('123 abc', 'QLD', leadId);
      expect(answer).toEqual([
        {
          EvalID: expect.stringMatching(/^[0-9a-f-]{36}$/),
          VIN: 'JTNKU3JE60J111111',
          Body: 'Hatchback',
          Transmission: 'CVT Automatic',
          Cylinders: 4,
          CompMth: 4,
          CompYr: 2019,
          BuildMth: 3,
          BuildYr: 2019,
          Make: 'Toyota',
          Model: 'Corolla',
          Variant: 'Ascent Sport',
          Year: 2019,
          Descriptions: [],
        },
      ]);
      expect(lookupOutcome(answer)).toEqual({ kind: 'valuation', evalId: answer[0]!['EvalID'] });
      expect((await valuationRows()).map((row) => [row.eval_id, row.lead_id, row.rego, row.rego_state])).toEqual([
        [answer[0]!['EvalID'], leadId, '123ABC', 'QLD'],
      ]);
      expect(await enterVin('123ABC', 'NSW')).toEqual([]);
    });

    it('offers the candidates of an ambiguous rego, then values the one chosen by manual-entry', async () => {
      const answer = await enterVin('MULTI3', 'NSW');
      const outcome = lookupOutcome(answer);
      expect(outcome).toMatchObject({ kind: 'candidates', descriptions: expect.arrayContaining(['2018 Mazda CX-5 Maxx Sport Wagon 6 Speed Automatic']) });
      expect(answer[0]).toMatchObject({ EvalID: null, Make: 'Mazda', Model: 'CX-5', Variant: null });
      expect(await valuationRows()).toEqual([]);
      if (outcome.kind !== 'candidates') throw new Error('no candidates');
      const chosen = await t.call(WESTSIDE, '/eval-expert/manual-entry', { vin: outcome.vin, desc: outcome.descriptions[1] });
      expect(chosen.status).toBe(200);
      expect(await chosen.json()).toEqual([
        expect.objectContaining({ EvalID: expect.any(String), VIN: outcome.vin, Variant: 'Maxx Sport', Year: 2018, Descriptions: [] }),
      ]);
    });

    it('shows the no-match panel for the documented regos and stores nothing', async () => {
      expect(lookupOutcome(await enterVin('NOMATCH', 'QLD'))).toEqual({ kind: 'none' });
      expect(lookupOutcome(await enterVin('NOCAR1', 'VIC'))).toEqual({ kind: 'none' });
      expect(await valuationRows()).toEqual([]);
    });

    it('keeps a typed VIN and description the lookup does not know, as a manual entry', async () => {
      const answer = await t.call(WESTSIDE, '/eval-expert/manual-entry', { vin: 'wvwzzz1kz00999999', desc: '2016 Volkswagen Golf 110TSI' });
      expect(await answer.json()).toEqual([expect.objectContaining({ VIN: 'WVWZZZ1KZ00999999', Make: null, EvalID: expect.any(String) })]);
      expect((await valuationRows()).map((row) => [row.description, Number(row.manual_entry)])).toEqual([['2016 Volkswagen Golf 110TSI', 1]]);
    });

    it('keeps uploaded images under generated names, refusing forged, oversized and an 11th', async () => {
      const leadId = await lead();
      const evalId = String((await enterVin('123ABC', 'QLD', leadId))[0]!['EvalID']);
      const upload = uploadFor(leadId);
      const first = await upload(imageForm(evalId, await jpeg(), '../../etc/passwd.png', 'text/plain'));
      expect(first.status).toBe(201);
      expect(await first.json()).toEqual({ EvalID: evalId, images: 1 });
      expect((await upload(imageForm(evalId, await png(), 'photo.jpg'))).status).toBe(201);
      const stored = filesUnder(imagesDir(t.state.config));
      expect(stored.map((f) => path.relative(imagesDir(t.state.config), f))).toEqual(
        expect.arrayContaining([expect.stringMatching(new RegExp(`^${WESTSIDE}/${evalId}/[0-9a-f-]{36}\\.jpg$`)), expect.stringMatching(/\.png$/)]),
      );

      const forged = await upload(imageForm(evalId, 'just some text, renamed', 'car.jpg'));
      expect(forged.status).toBe(422);
      expect(await forged.json()).toMatchObject({ fields: { file: [STRINGS.tradeInImageType] } });
      const huge = Buffer.alloc(10_000_001);
      (await jpeg()).copy(huge);
      const oversized = await upload(imageForm(evalId, huge));
      expect(oversized.status).toBe(413);
      expect(await oversized.json()).toMatchObject({ fields: { file: [STRINGS.imageTooLarge] } });
      const unknown = await upload(imageForm('0190a5b2-0000-7000-8000-000000000001', await jpeg()));
      expect(await unknown.json()).toMatchObject({ fields: { evalid: [STRINGS.tradeInUnknownValuation] } });
      const two = imageForm(evalId, await jpeg());
      two.append('file', new File([new Uint8Array(await jpeg())], 'b.jpg'));
      expect((await upload(two)).status).toBe(422);
      expect(filesUnder(imagesDir(t.state.config))).toHaveLength(2);

      for (let i = 3; i <= 10; i += 1) expect((await upload(imageForm(evalId, await jpeg()))).status).toBe(201);
      const eleventh = await upload(imageForm(evalId, await jpeg()));
      expect(eleventh.status).toBe(422);
      expect(await eleventh.json()).toMatchObject({ fields: { file: [STRINGS.tooManyImages] } });
      expect(filesUnder(imagesDir(t.state.config))).toHaveLength(10);

      const shown = JSON.parse(
        (await runLeadsCli(['show', leadId], t.state.leads.store(), { valuations: t.state.tradeIn.valuations(), imageLocation: imagesDir(t.state.config) }))
          .out,
      );
      expect(shown.valuations).toHaveLength(1);
      expect(shown.valuations[0].images).toHaveLength(10);
      // What is kept is the photo decoded and encoded again, its size as recorded.
      expect(shown.valuations[0].images[0]).toMatchObject({ contentType: 'image/jpeg' });
      expect(fs.statSync(shown.valuations[0].images[0].stored_at).size).toBe(shown.valuations[0].images[0].bytes);
      expect(await sharp(shown.valuations[0].images[0].stored_at).metadata()).toMatchObject({ format: 'jpeg', width: 8, height: 6 });
    });

    it('takes an image sent with both evalid and lead_id, as the instant offer sends it', async () => {
      const leadId = await lead();
      const evalId = String((await enterVin('CD56SC', 'NSW', leadId))[0]!['EvalID']);
      const form = imageForm(evalId, await jpeg());
      form.set('lead_id', leadId);
      expect((await uploadFor(leadId)(form)).status).toBe(201);
      // Without the step token, or with another, the lead's valuation takes no photo.
      form.delete('step_token');
      expect((await t.upload(WESTSIDE, form)).status).toBe(422);
      form.set('step_token', 'x'.repeat(43));
      expect((await t.upload(WESTSIDE, form)).status).toBe(403);
      form.set('step_token', tokens.get(leadId)!);
      form.append('lead_id', leadId);
      expect((await t.upload(WESTSIDE, form)).status).toBe(422);
    });

    it('records odometer and contact with update-eval, answering the vehicle for the lead', async () => {
      t.patch(WESTSIDE, { user_email: 'valuations@westside.example' });
      const leadId = await lead();
      const evalId = String((await enterVin('CD56SC', 'NSW'))[0]!['EvalID']);
      const body = {
        evalid: evalId,
        km: '84,500',
        userEmail: 'someone@else.example',
        cName: 'Sam Seller',
        cEmail: 'sam@example.com',
        cPhone: '0412 345 678',
        ...ref(leadId),
      };
      const updated = await t.call(WESTSIDE, '/eval-expert/update-eval', body);
      expect(updated.status).toBe(200);
      expect(await updated.json()).toEqual([
        expect.objectContaining({ EvalID: evalId, Make: 'Mazda', Rego: 'CD56SC', RegoState: 'NSW', Kms: 84500, userEmail: 'valuations@westside.example' }),
      ]);
      const shown = JSON.parse(
        (await runLeadsCli(['show', leadId], t.state.leads.store(), { valuations: t.state.tradeIn.valuations(), imageLocation: 'x' })).out,
      );
      expect(shown.valuations[0]).toMatchObject({
        km: 84500,
        userEmail: 'valuations@westside.example',
        contact: { name: 'Sam Seller', email: 'sam@example.com', phone: '0412345678' },
      });

      t.patch(WESTSIDE, { user_email: null });
      expect(await (await t.call(WESTSIDE, '/eval-expert/update-eval', body)).json()).toEqual([expect.objectContaining({ userEmail: null })]);
    });

    it('answers bad requests with 4xx and field errors, storing nothing', async () => {
      const cases: [string, unknown, number, string][] = [
        ['/eval-expert/enter-vin', '{"rego": ', 400, 'invalid_json'],
        ['/eval-expert/enter-vin', { rego: 123, state: 'QLD' }, 422, 'rego'],
        ['/eval-expert/enter-vin', { rego: 'ABC123', state: 'XX' }, 422, 'state'],
        ['/eval-expert/enter-vin', { rego: 'ABC123', state: 'QLD', lead_id: '0190a5b2-0000-7000-8000-000000000001' }, 422, 'lead_id'],
        ['/eval-expert/enter-vin', { rego: 'ABC123', state: 'QLD', extra: 1 }, 422, 'extra'],
        ['/eval-expert/manual-entry', { vin: 'short', desc: '' }, 422, 'vin'],
        [
          '/eval-expert/update-eval',
          { evalid: '0190a5b2-0000-7000-8000-000000000001', km: 1, cName: 'A', cEmail: 'a@b.co', cPhone: '0412345678' },
          422,
          'evalid',
        ],
        ['/eval-expert/update-eval', { evalid: 'x', km: -1, cName: '', cEmail: 'nope', cPhone: 'call me' }, 422, 'cEmail'],
        ['/miscellaneous', { lead_id: 'x', column_name: 'other', data: {} }, 422, 'column_name'],
      ];
      for (const [route, body, status, field] of cases) {
        const response = await t.call(WESTSIDE, route, body);
        expect(response.status, `${route} ${JSON.stringify(body)}`).toBe(status);
        const answer = (await response.json()) as { error: string; fields?: Record<string, string[]> };
        if (status === 400) expect(answer.error).toBe(field);
        else expect(Object.keys(answer.fields ?? {}), `${route} ${JSON.stringify(body)}`).toContain(field);
      }
      expect((await t.call(WESTSIDE, '/eval-expert/enter-vin', { rego: 'ABC123', state: 'QLD' }, { 'content-type': 'text/plain' })).status).toBe(415);
      expect((await t.call(WESTSIDE, '/eval-expert/image-upload', { evalid: 'x' })).status).toBe(415);
      expect((await t.call(WESTSIDE, '/eval-expert/enter-vin', { rego: '123ABC', state: 'QLD' }, { origin: 'https://evil.example' })).status).toBe(403);
      expect(await valuationRows()).toEqual([]);
    });

    it('answers only on dealers whose trade-in is on, and uploads only where the step is offered', async () => {
      expect((await t.call('outback-caravans', '/eval-expert/enter-vin', { rego: '123ABC', state: 'QLD' })).status).toBe(404);
      expect((await t.call('sunstate-motor-group', '/eval-expert/enter-vin', { rego: '123ABC', state: 'QLD' })).status).toBe(200);
      const evalId = String((await enterVin('123ABC', 'QLD'))[0]!['EvalID']);
      t.patch(WESTSIDE, { image_upload: false });
      expect((await t.upload(WESTSIDE, imageForm(evalId, await jpeg()))).status).toBe(404);
      expect(filesUnder(imagesDir(t.state.config))).toEqual([]);
    });

    it("refuses to touch a lead's valuation without the step token its first step was given", async () => {
      const leadId = await lead();
      const data = { offer_price: 1, rego: '123ABC', regoState: 'QLD', adjustmentAnswers: {} };
      const calls: [string, Record<string, unknown>][] = [
        ['/eval-expert/enter-vin', { rego: '123ABC', state: 'QLD' }],
        ['/eval-expert/manual-entry', { vin: 'WVWZZZAUZGW000001', desc: '2016 Volkswagen Golf 110TSI' }],
        ['/miscellaneous', { column_name: 'valuation', data }],
      ];
      for (const [route, body] of calls) {
        const missing = await t.call(WESTSIDE, route, { ...body, lead_id: leadId });
        expect([route, missing.status, await missing.json()]).toEqual([
          route,
          422,
          expect.objectContaining({ fields: { step_token: [STRINGS.leadStepTokenMissing] } }),
        ]);
        const wrong = await t.call(WESTSIDE, route, { ...body, lead_id: leadId, step_token: tokens.get(await lead())! });
        expect([route, wrong.status, await wrong.json()]).toEqual([
          route,
          403,
          expect.objectContaining({ fields: { step_token: [STRINGS.leadStepTokenWrong] } }),
        ]);
      }
      expect(await valuationRows()).toEqual([]);
    });

    it('keeps the valuation column against its lead where the dealer saves it', async () => {
      const leadId = await lead();
      const data = { offer_price: 18500, rego: '123ABC', regoState: 'QLD', adjustmentAnswers: { 'Any accident damage?': 'No', keys: 2 } };
      const saved = await t.call(WESTSIDE, '/miscellaneous', { ...ref(leadId), column_name: 'valuation', data });
      expect(saved.status).toBe(200);
      expect(await saved.json()).toEqual({ success: true });
      await t.call(WESTSIDE, '/miscellaneous', { ...ref(leadId), column_name: 'valuation', data: { ...data, offer_price: 19000 } });
      const shown = JSON.parse(
        (await runLeadsCli(['show', leadId], t.state.leads.store(), { valuations: t.state.tradeIn.valuations(), imageLocation: 'x' })).out,
      );
      expect(shown.stored_valuation).toEqual({ ...data, offer_price: 19000, updated_at: expect.any(String) });

      const sunstateLead = await lead('sunstate-motor-group');
      expect((await t.call('sunstate-motor-group', '/miscellaneous', { ...ref(sunstateLead), column_name: 'valuation', data })).status).toBe(404);
      const foreign = await t.call(WESTSIDE, '/miscellaneous', { ...ref(sunstateLead), column_name: 'valuation', data });
      expect(await foreign.json()).toMatchObject({ fields: { lead_id: [STRINGS.tradeInUnknownLead] } });
    });
  });
});

describe('the trade-in calls per address', () => {
  const t = tradeInApp(testEngines()[0]!, { FORECOURT_TRADE_IN_RATE_PER_MINUTE: '3' });

  it('share one rate limit across the eval-expert calls and /api/miscellaneous', async () => {
    const statuses = [];
    for (const route of ['/eval-expert/enter-vin', '/eval-expert/manual-entry', '/miscellaneous', '/eval-expert/update-eval']) {
      statuses.push((await t.call(WESTSIDE, route, {})).status);
    }
    expect(statuses).toEqual([422, 422, 422, 429]);
  });
});
