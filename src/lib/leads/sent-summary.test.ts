import { describe, expect, it } from 'vitest';
import { FIELD } from './form-field-spec.ts';
import { sentSummary, whenText } from './sent-summary.ts';

describe("the thank-you page's repeat of what was sent", () => {
  it("words a test drive's time as the dealer's clock gives it, whatever the browser's zone", () => {
    expect(whenText('2026-12-05T10:00')).toBe('Saturday 5 December 2026 at 10:00 am');
    expect(whenText('2026-12-07T14:30')).toBe('Monday 7 December 2026 at 2:30 pm');
    expect(whenText('soon')).toBeNull();
  });

  it('names the car and the time, and is nothing for a general enquiry', () => {
    const car = { title: '2022 Mazda CX-5 Touring' } as Parameters<typeof sentSummary>[0];
    expect(sentSummary(car, { [FIELD.dateTime]: '2026-12-05T10:00' })).toEqual({
      car: '2022 Mazda CX-5 Touring',
      when: 'Saturday 5 December 2026 at 10:00 am',
    });
    expect(sentSummary(car, {})).toEqual({ car: '2022 Mazda CX-5 Touring', when: null });
    expect(sentSummary(null, { [FIELD.dateTime]: '' })).toBeNull();
  });
});
