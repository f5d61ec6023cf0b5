import { describe, expect, it } from 'vitest';
import { suggestedSearchName } from './saved-search-name.ts';

describe('suggestedSearchName', () => {
  it('names the make and the price ceiling, as the issue\'s "Mazda under $30,000"', () => {
    expect(suggestedSearchName({ refinements: { make: ['Mazda'] }, ranges: { price: { max: 30000 } } })).toBe('Mazda under $30,000');
  });

  it('prefers the models to the makes and names the condition and a price band', () => {
    expect(
      suggestedSearchName({
        refinements: { car_type: ['used'], make: ['Toyota'], make_model: ['Toyota HiLux'] },
        ranges: { price: { min: 20000, max: 40000 } },
      }),
    ).toBe('Used Toyota HiLux $20,000 to $40,000');
  });

  it('quotes the words typed and says "All cars" for no filter', () => {
    expect(suggestedSearchName({ query: ' tow bar ' })).toBe('"tow bar"');
    expect(suggestedSearchName({})).toBe('All cars');
  });

  it('keeps within the 60 characters the API accepts', () => {
    const name = suggestedSearchName({ query: 'x'.repeat(80) });
    expect(name.length).toBeLessThanOrEqual(60);
    expect(name.endsWith('…')).toBe(true);
  });
});
