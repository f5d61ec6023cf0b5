import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { VehiclePrintData } from '../print-data.ts';
import { textWidth, wrapText } from './helvetica.ts';
import { drawText, newPage, winAnsi, writePdf } from './pdf-writer.ts';
import { vehiclePdf } from './vehicle-pdf.ts';

const latin1 = (bytes: Uint8Array) => Array.from(bytes, (b) => String.fromCharCode(b)).join('');

/** Checks the file's structure the way a reader does: xref offsets, stream lengths, trailer. */
function parse(bytes: Uint8Array) {
  const text = latin1(bytes);
  expect(text.startsWith('%PDF-1.4\n')).toBe(true);
  expect(text.endsWith('%%EOF\n')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref)) ?? [];
  expect(first).toBe('0');
  const rows = text.slice(startxref).split('\n').slice(2, 2 + Number(count));
  rows.slice(1).forEach((row, i) => {
    expect(row).toMatch(/^\d{10} 00000 n $/);
    expect(text.slice(Number(row.slice(0, 10))).startsWith(`${i + 1} 0 obj\n`)).toBe(true);
  });
  const streams: string[] = [];
  for (const m of text.matchAll(/\/Length (\d+) >>\nstream\n/g)) {
    const start = m.index + m[0].length;
    const length = Number(m[1]);
    expect(text.slice(start + length, start + length + 10)).toBe('\nendstream');
    streams.push(text.slice(start, start + length));
  }
  const shown = streams.flatMap((s) => [...s.matchAll(/<([0-9A-F]+)> Tj/g)].map((t) => t[1]!.match(/../g)!.map((h) => String.fromCharCode(parseInt(h, 16))).join('')));
  const pageCount = Number(/\/Type \/Pages \/Kids \[[^\]]*\] \/Count (\d+)/.exec(text)?.[1]);
  return { text, streams, shown, pageCount };
}

const data: VehiclePrintData = {
  slug: '2020-mazda-cx-5-maxx-1',
  title: '2020 Mazda CX-5 Maxx Sport (KF Series)',
  price: '$31,990',
  priceType: 'Drive Away',
  was: null,
  image: '/a.svg',
  specs: [
    { label: 'Odometer', value: '45,210 km' },
    { label: 'Transmission', value: '6 Speed Automatic' },
    { label: 'Colour', value: 'Soul Red Crystal' },
  ],
  features: ['Apple CarPlay', 'Reversing Camera'],
  comments: 'One owner, full service history — “immaculate”.',
  dealer: { name: 'Harbour City Mazda', address: '112 Parramatta Road, Camperdown NSW 2050', phone: '02 9550 1200' },
  url: 'http://harbour-mazda.localhost:4321/cars/2020-mazda-cx-5-maxx-1/',
};

describe('PDF writer', () => {
  it('writes a well-formed file whose xref, stream lengths and trailer agree', () => {
    const page = newPage();
    drawText(page, 'Hello (world) \\ ok', 40, 60, 12);
    const { shown, pageCount } = parse(writePdf([page, newPage()], { title: 'T' }));
    expect(pageCount).toBe(2);
    expect(shown).toEqual(['Hello (world) \\ ok']);
  });

  it('encodes text as WinAnsi, replacing what it lacks', () => {
    expect(winAnsi('A’€é—😀')).toEqual([65, 0x92, 0x80, 0xe9, 0x97, 63]);
  });

  it('lays out the vehicle sheet with its title, price, specs, comments and link, and embeds the photo', () => {
    const jpeg = { data: Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9]), width: 800, height: 600 };
    const { text, shown } = parse(vehiclePdf(data, jpeg));
    const all = shown.join('\n');
    for (const expected of [data.title, '$31,990 Drive Away', 'Odometer', '45,210 km', 'Soul Red Crystal', data.dealer.name, data.url]) {
      expect(all).toContain(expected);
    }
    expect(all).toContain('\x97 \x93immaculate\x94');
    expect(text).toContain('/Subtype /Image /Width 800 /Height 600');
    expect(text).toContain(latin1(jpeg.data));
  });

  it('flows long content onto further pages', () => {
    const long = { ...data, specs: Array.from({ length: 160 }, (_, i) => ({ label: `Spec ${i}`, value: `Value ${i}` })) };
    const { pageCount, shown } = parse(vehiclePdf(long, null));
    expect(pageCount).toBeGreaterThan(1);
    expect(shown).toContain('Value 159');
  });
});

describe('text wrapping', () => {
  it('keeps every line within the width and every word in order', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[A-Za-z0-9,.]{1,30}$/), { minLength: 1, maxLength: 40 }), fc.integer({ min: 60, max: 500 }), (words, width) => {
        const lines = wrapText(words.join(' '), width, 10);
        for (const line of lines) expect(textWidth(line, 10)).toBeLessThanOrEqual(width + 1e-9);
        expect(lines.join('').replace(/\s/g, '')).toBe(words.join(''));
      }),
    );
  });

  it('measures bold wider than regular', () => {
    expect(textWidth('Mazda', 10, 'bold')).toBeGreaterThan(textWidth('Mazda', 10));
  });
});
