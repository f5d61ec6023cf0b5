import { describe, expect, it } from 'vitest';
import { leadToAdf } from './adf.ts';
import { interestOf } from './lead-facts.ts';
import { sampleLead } from './test-support/lead-fixture.ts';
import { find, readXml, textOf } from './test-support/read-xml.ts';

const options = { vendor: { name: 'Harbour City Mazda', url: 'https://harbour.example' }, resend: false, providerUrl: 'https://harbour.example' };

function prospectOf(xml: string) {
  const { root, instructions } = readXml(xml);
  expect(root.name).toBe('adf');
  expect(instructions).toEqual(['<?xml version="1.0" encoding="UTF-8"?>', '<?adf version="1.0"?>']);
  const prospects = find(root, 'prospect');
  expect(prospects).toHaveLength(1);
  return prospects[0]!;
}

describe('ADF 1.0 for a lead', () => {
  it('carries the request date, the car, the shopper, the vendor and the provider', () => {
    const p = prospectOf(leadToAdf(sampleLead(), options));
    expect(p.attrs).toEqual({ status: 'new' });
    expect(p.children.map((c) => c.name)).toEqual(['id', 'requestdate', 'vehicle', 'customer', 'vendor', 'provider']);
    expect(find(p, 'id')[0]).toMatchObject({ attrs: { sequence: '1', source: 'forecourt' }, text: 'lead-0001' });
    expect(textOf(p, 'requestdate')).toBe('2026-11-23T02:00:00.000Z');
    const [vehicle] = find(p, 'vehicle');
    expect(vehicle!.attrs).toEqual({ interest: 'test-drive', status: 'used' });
    expect(Object.fromEntries(vehicle!.children.map((c) => [c.name, c.text]))).toEqual({
      year: '2022',
      make: 'Mazda',
      model: 'CX-5',
      stock: 'HM1234',
      price: '34990',
      comments: 'Page: https://harbour.example/cars/2022-mazda-cx-5-5501',
    });
    expect(find(vehicle!, 'price')[0]!.attrs).toEqual({ type: 'asking', currency: 'AUD' });
    const contact = find(p, 'customer', 'contact')[0]!;
    expect(contact.children.map((c) => [c.name, c.attrs, c.text])).toEqual([
      ['name', { part: 'first' }, 'Ada'],
      ['name', { part: 'last' }, 'Lovelace'],
      ['email', {}, 'ada@example.com'],
      ['phone', { type: 'voice' }, '0412 345 678'],
    ]);
    expect(textOf(p, 'customer', 'comments')).toBe('Can I come Saturday?\nPreferred date: 2026-12-05T10:00');
    expect(textOf(p, 'vendor', 'vendorname')).toBe('Harbour City Mazda');
    expect(textOf(p, 'vendor', 'contact', 'name')).toBe('Harbour City Mazda');
    expect(textOf(p, 'provider', 'name')).toBe('forecourt');
    expect(textOf(p, 'provider', 'service')).toBe('Test Drive');
  });

  it('marks a resend', () => {
    expect(prospectOf(leadToAdf(sampleLead(), { ...options, resend: true })).attrs).toEqual({ status: 'resend' });
  });

  it('maps the category to the vehicle interest', () => {
    expect(interestOf('Test Drive', null)).toBe('test-drive');
    expect(interestOf('General Enquiry', 'Test-Drive Only')).toBe('test-drive');
    expect(interestOf('Trade-in', null)).toBe('trade-in');
    expect(interestOf('Trade-In Valuation', null)).toBe('trade-in');
    expect(interestOf('Sell My Car', null)).toBe('trade-in');
    expect(interestOf('General Enquiry', 'Career Enquiry')).toBe('buy');
    expect(interestOf('Finance Enquiry', null)).toBe('buy');
  });

  it('describes a trade-in from its valuation fields', () => {
    const lead = sampleLead({
      category: 'Trade-in',
      carId: null,
      payload: {
        Make: 'Toyota',
        Model: 'Corolla',
        Year: '2015',
        VIN: 'JTDBR32E100123456',
        Rego: 'ABC123',
        odometer: 98000,
        offer_price: '$12,500',
        Variant: 'Ascent',
        postcode: '2000',
      },
    });
    const vehicle = find(prospectOf(leadToAdf(lead, options)), 'vehicle')[0]!;
    expect(vehicle.attrs).toEqual({ interest: 'trade-in', status: 'used' });
    expect(vehicle.children.map((c) => [c.name, c.attrs, c.text])).toEqual([
      ['year', {}, '2015'],
      ['make', {}, 'Toyota'],
      ['model', {}, 'Corolla'],
      ['vin', {}, 'JTDBR32E100123456'],
      ['trim', {}, 'Ascent'],
      ['odometer', { units: 'km' }, '98000'],
      ['price', { type: 'appraisal', currency: 'AUD' }, '12500'],
      ['comments', {}, 'Rego: ABC123'],
    ]);
  });

  it('keeps the required elements when the lead names no car or no shopper', () => {
    const lead = sampleLead({
      category: 'General Enquiry',
      name: null,
      email: null,
      phone: '0400 000 000',
      carId: null,
      stage: 'partial',
      payload: { car_type: 'new' },
    });
    const p = prospectOf(leadToAdf(lead, options));
    expect(find(p, 'vehicle')[0]!.children.map((c) => [c.name, c.text])).toEqual([
      ['year', ''],
      ['make', ''],
      ['model', ''],
    ]);
    expect(find(p, 'vehicle')[0]!.attrs).toEqual({ interest: 'buy', status: 'new' });
    expect(find(p, 'customer', 'contact', 'name')[0]!.attrs).toEqual({ part: 'full' });
    expect(textOf(p, 'customer', 'comments')).toBe('Partial lead: the shopper left the form before its last step.');
  });

  it('reads the payload defensively: wrong types and prototype keys are ignored', () => {
    const payload = JSON.parse(
      '{"__proto__": {"message": "polluted"}, "Vehicle Make": {"x": 1}, "Vehicle Model": ["a"], "year": null, "message": 42}',
    ) as Record<string, unknown>;
    const p = prospectOf(leadToAdf(sampleLead({ payload }), options));
    expect(find(p, 'vehicle')[0]!.children.map((c) => c.text)).toEqual(['', '', '']);
    expect(textOf(p, 'customer', 'comments')).toBe('42');
  });

  it('escapes every value, so shopper text cannot add or close elements', () => {
    const evil = '</comments></customer><vendor><vendorname>Evil</vendorname></vendor>&amp;"\'<![CDATA[x]]>\u0000\u0008\uFFFE';
    const lead = sampleLead({
      leadId: 'id"><x',
      category: `Test Drive ${evil}`,
      name: evil,
      email: `a@b.c${evil}`,
      payload: { ...sampleLead().payload, message: evil, 'Vehicle Make': evil, stock_number: evil, url: evil, last_name: evil },
    });
    const xml = leadToAdf(lead, { vendor: { name: `Dealer ${evil}`, url: evil }, resend: false, providerUrl: evil });
    const p = prospectOf(xml);
    const clean = evil.replace(/[\u0000\u0008\uFFFE]/g, '');
    expect(p.children.map((c) => c.name)).toEqual(['id', 'requestdate', 'vehicle', 'customer', 'vendor', 'provider']);
    expect(find(p, 'vendor')).toHaveLength(1);
    expect(textOf(p, 'vendor', 'vendorname')).toBe(`Dealer ${clean}`);
    expect(find(p, 'id')[0]!.text).toBe('id"><x');
    expect(find(p, 'customer', 'contact', 'name').map((n) => n.text)).toEqual([clean, clean]);
    expect(find(p, 'vehicle', 'make')[0]!.text).toBe(clean);
    expect(find(p, 'customer', 'comments')[0]!.text.startsWith(clean)).toBe(true);
    expect(xml).not.toMatch(/[\u0000\u0008\uFFFE]/);
  });
});
