import { describe, expect, it } from 'vitest';
import { carTitle } from './car-name.ts';

describe('carTitle', () => {
  it('joins year, make, model, badge and series', () => {
    expect(carTitle({ year: 2021, make: 'Mazda', model: 'CX-5', badge: 'Maxx Sport', series: 'KF Series' })).toBe('2021 Mazda CX-5 Maxx Sport KF Series');
  });

  it('uses the display name of the make', () => {
    expect(carTitle({ year: 2024, make: 'Suzuki Australia', model: 'Jimny', badge: 'XL', series: null })).toBe('2024 Suzuki Jimny XL');
  });

  it('skips empty parts', () => {
    expect(carTitle({ year: 2019, make: 'Honda', model: 'CB650R', badge: '  ', series: null })).toBe('2019 Honda CB650R');
    expect(carTitle({})).toBe('');
  });
});
