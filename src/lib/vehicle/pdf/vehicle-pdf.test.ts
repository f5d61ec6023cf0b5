import { inflateSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { VehiclePrintData } from '../print-data.ts';
import { vehiclePdf } from './vehicle-pdf.ts';

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

/** A PDF literal string's bytes, its escapes undone. */
function unescapeLiteral(body: string): string {
  return body.replace(/\\([0-7]{1,3}|[\s\S])/g, (_, e: string) => {
    if (/^[0-7]/.test(e)) return String.fromCharCode(parseInt(e, 8));
    return ({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' } as Record<string, string>)[e] ?? e;
  });
}

/** What a reader finds in the file: its pages, the text each shows (WinAnsi bytes as latin1) and its images. */
function read(bytes: Uint8Array) {
  const text = latin1(bytes);
  expect(text.startsWith('%PDF-')).toBe(true);
  const startxref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const streams: { dict: string; data: string }[] = [];
  for (const m of text.matchAll(/<<((?:(?!>>\s*stream)[\s\S])*)>>\s*stream\r?\n/g)) {
    const length = Number(/\/Length (\d+)/.exec(m[1]!)?.[1]);
    const start = m.index + m[0].length;
    const raw = bytes.subarray(start, start + length);
    expect(
      text
        .slice(start + length)
        .trimStart()
        .startsWith('endstream'),
    ).toBe(true);
    const data = /\/Filter \/FlateDecode/.test(m[1]!) ? latin1(inflateSync(raw)) : latin1(raw);
    streams.push({ dict: m[1]!, data });
  }
  const shown = streams.flatMap((s) => [...s.data.matchAll(/\(((?:\\[\s\S]|[^\\)])*)\) Tj/g)].map((t) => unescapeLiteral(t[1]!)));
  const images = streams.filter((s) => /\/Subtype \/Image/.test(s.dict));
  const pageCount = Number(/\/Type \/Pages\s+\/Kids \[[^\]]*\]\s+\/Count (\d+)/.exec(text)?.[1]);
  return { text, shown, images, pageCount };
}

/** The smallest JPEG header a reader can size: SOI, a baseline SOF0 frame of `width`×`height` RGB, EOI. */
function jpeg(width: number, height: number): Uint8Array {
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00];
  const sof0 = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, 1, 0x11, 0, 2, 0x11, 0, 3, 0x11, 0];
  return Uint8Array.from([0xff, 0xd8, ...app0, ...sof0, 0xff, 0xd9]);
}

const data: VehiclePrintData = {
  slug: '2020-mazda-cx-5-maxx-1',
  title: '2020 Mazda CX-5 Maxx Sport (KF Series)',
  price: '$31,990',
  priceType: 'Drive Away',
  was: '$33,990',
  image: '/a.svg',
  specs: [
    { label: 'Odometer', value: '45,210 km' },
    { label: 'Transmission', value: '6 Speed Automatic' },
    { label: 'Colour', value: 'Soul Red Crystal' },
  ],
  features: ['Apple CarPlay', 'Reversing Camera'],
  comments: 'One owner, full service history — “immaculate”. 😀',
  dealer: { name: 'Harbour City Mazda', address: '112 Parramatta Road, Camperdown NSW 2050', phone: '02 9550 1200' },
  url: 'http://harbour-mazda.localhost:4321/cars/2020-mazda-cx-5-maxx-1/',
};

describe('the vehicle PDF', () => {
  it('shows the dealer, title, price, specs, features, comments and link, and embeds the photo', () => {
    const photo = jpeg(960, 720);
    const { shown, images, pageCount, text } = read(vehiclePdf(data, photo));
    expect(pageCount).toBe(1);
    const all = shown.join('\n');
    for (const expected of [
      data.dealer.name,
      '112 Parramatta Road, Camperdown NSW 2050 \xb7 02 9550 1200',
      data.title,
      '$31,990 Drive Away (was $33,990)',
      'Specifications',
      'Odometer',
      '45,210 km',
      'Transmission',
      'Soul Red Crystal',
      'Apple CarPlay \xb7 Reversing Camera',
      'Dealer comments',
      data.url,
    ]) {
      expect(all).toContain(expected);
    }
    expect(all).toContain('\x97 \x93immaculate\x94. ?');
    expect(images).toHaveLength(1);
    expect(images[0]!.dict).toMatch(/\/Width 960\s+\/Height 720/);
    expect(images[0]!.dict).toContain('/DCTDecode');
    expect(images[0]!.data).toBe(latin1(photo));
    expect(text).toContain(`/Title (${data.title.replace(/[()]/g, '\\$&')})`);
  });

  it('leaves out what the car lacks', () => {
    const bare = { ...data, was: null, priceType: null, specs: [], features: [], comments: null, dealer: { name: 'D', address: null, phone: null } };
    const { shown, images } = read(vehiclePdf(bare, null));
    expect(shown).toEqual(['D', data.title, '$31,990', data.url]);
    expect(images).toHaveLength(0);
  });

  it('flows long content onto further pages', () => {
    const long = { ...data, specs: Array.from({ length: 160 }, (_, i) => ({ label: `Spec ${i}`, value: `Value ${i}` })) };
    const { pageCount, shown } = read(vehiclePdf(long, null));
    expect(pageCount).toBeGreaterThan(1);
    expect(shown).toContain('Value 159');
    expect(shown.at(-1)).toBe(data.url);
  });

  it('wraps comments onto lines that keep every word in order', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[A-Za-z0-9,.]{1,30}$/), { minLength: 1, maxLength: 120 }), (words) => {
        const { shown } = read(vehiclePdf({ ...data, comments: words.join(' ') }, null));
        const lines = shown.slice(shown.indexOf('Dealer comments') + 1, -1);
        expect(lines.join(' ').split(' ')).toEqual(words);
      }),
      { numRuns: 25 },
    );
  });
});
