import { describe, expect, it } from 'vitest';
import { STRINGS } from '../strings.ts';
import { leadEventId } from './event-ids.ts';

describe('lead event ids', () => {
  it('is 22 for a lead without a car, and 51 for a career enquiry', () => {
    expect(leadEventId('general_enquiry', null, null)).toBe(22);
    expect(leadEventId('finance_enquiry', null, null)).toBe(22);
    expect(leadEventId('general_enquiry', null, STRINGS.careerEnquiry)).toBe(51);
  });

  it('is 14/15 for a new/used car enquiry, demo counting as new', () => {
    expect(leadEventId('car_enquiry', { car_type: 'new' }, null)).toBe(14);
    expect(leadEventId('car_enquiry', { car_type: 'demo' }, STRINGS.quickEnquiry)).toBe(14);
    expect(leadEventId('car_enquiry', { car_type: 'used' }, STRINGS.findMeSomethingSimilar)).toBe(15);
  });

  it("is 17/48 for a new/used test drive, and 17 for a car tagged 'Test Drive Only'", () => {
    expect(leadEventId('test_drive', { car_type: 'new' }, null)).toBe(17);
    expect(leadEventId('test_drive', { car_type: 'used' }, null)).toBe(48);
    expect(leadEventId('test_drive', { car_type: 'used', tag: 'Test Drive Only' }, null)).toBe(17);
    expect(leadEventId('test_drive', { car_type: 'used', tag: ' test drive only ' }, null)).toBe(17);
    expect(leadEventId('test_drive', null, null)).toBe(22);
  });

  it('is 22 for a finance enquiry about a car', () => {
    expect(leadEventId('finance_enquiry', { car_type: 'used' }, null)).toBe(22);
  });
});
