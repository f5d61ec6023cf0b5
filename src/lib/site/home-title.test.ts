import { describe, expect, it } from 'vitest';
import { carriedCarTypes } from '../dealer/carried-car-types.ts';
import { homeTitle } from './home-title.ts';

describe('homeTitle', () => {
  it('names only the car types the dealer carries', () => {
    expect(homeTitle('Westside Used Cars', carriedCarTypes({ used_only: true, car_types: [] }))).toBe('Westside Used Cars — used vehicles');
    expect(homeTitle('Harbour Mazda', carriedCarTypes({ used_only: false, car_types: [] }))).toBe('Harbour Mazda — new, demo and used vehicles');
    expect(homeTitle('Outback', carriedCarTypes({ used_only: false, car_types: ['used', 'new'] }))).toBe('Outback — new and used vehicles');
    expect(homeTitle('Nobody', [])).toBe('Nobody — vehicles');
  });
});

describe('carriedCarTypes', () => {
  it('combines used_only with the car_types list', () => {
    expect(carriedCarTypes({ used_only: true, car_types: ['new', 'used'] })).toEqual(['used']);
    expect(carriedCarTypes({ used_only: true, car_types: ['new'] })).toEqual([]);
    expect(carriedCarTypes({ used_only: false, car_types: ['demo'] })).toEqual(['demo']);
  });
});
