import { describe, expect, it } from 'vitest';
import { choosePhone } from './choose-phone.ts';

describe('choosePhone', () => {
  const location = { id: 7, contact_detail: { phone: '02 9000 0007', landline_phone: '02 9000 1111' } };
  const options = {
    carTypePhones: { new: '02 9000 0001', used: '02 9000 0002' },
    locationOverrides: { '9': '02 9000 0009' },
    defaultPhone: '1300 000 000',
  };
  it("uses the location's number unless filtering by car type", () => {
    expect(choosePhone({ location, carType: 'new' }, options)).toBe('02 9000 0007');
    expect(choosePhone({ location, carType: 'new' }, { ...options, filterByCarType: true })).toBe('02 9000 0001');
    expect(choosePhone({ location, carType: 'demo' }, { ...options, filterByCarType: true })).toBe('02 9000 0007');
  });
  it('prefers a per-location override', () => {
    expect(choosePhone({ location: { ...location, id: 9 }, carType: 'used' }, { ...options, filterByCarType: true })).toBe('02 9000 0009');
  });
  it('falls back to the landline, then the dealer number, then null', () => {
    expect(choosePhone({ location: { id: 1, contact_detail: { landline_phone: '02 9000 1111' } } }, options)).toBe('02 9000 1111');
    expect(choosePhone({ location: { id: 1, phone: ' ' } }, options)).toBe('1300 000 000');
    expect(choosePhone({})).toBeNull();
  });
});
