import { describe, expect, it } from 'vitest';
import { DEALER_DEFAULTS } from '../dealer/dealer-config.ts';
import { compareCarTypes, comparePriceBands, displayMake, dropdownPopularMakes, facetValues, makeList, modelOptions, sortFacetValues } from './facet-order.ts';

/** The make and model list sizes of a dealer config that leaves them out. */
const { search } = DEALER_DEFAULTS;

describe('car type order', () => {
  it('sorts new, demo, used, then anything else', () => {
    expect(['used', 'other', 'new', 'demo'].sort(compareCarTypes)).toEqual(['new', 'demo', 'used', 'other']);
    expect(sortFacetValues(facetValues({ used: 50, new: 3, demo: 9 }), compareCarTypes).map((v) => v.value)).toEqual(['new', 'demo', 'used']);
  });
});

describe('price band order', () => {
  it("sorts ascending with 'Under' first", () => {
    const labels = ['Over $150,000', '$20,000 - $30,000', '$100,000 - $150,000', 'Under $10,000', '$10,000 - $20,000', '$5k - $10k'];
    expect([...labels].sort(comparePriceBands)).toEqual([
      'Under $10,000',
      '$5k - $10k',
      '$10,000 - $20,000',
      '$20,000 - $30,000',
      '$100,000 - $150,000',
      'Over $150,000',
    ]);
    expect(['Over $100', '$100 - $150'].sort(comparePriceBands)).toEqual(['$100 - $150', 'Over $100']);
  });
});

describe('displayMake', () => {
  it('applies the four spec renames and keeps other names', () => {
    expect(displayMake('Suzuki Australia')).toBe('Suzuki');
    expect(displayMake('Mercedes Benz')).toBe('Mercedes-Benz');
    expect(displayMake('Isuzu UTE')).toBe('Isuzu');
    expect(displayMake('Viscount Caravans')).toBe('Viscount');
    expect(displayMake('Toyota')).toBe('Toyota');
  });
});

describe('makeList', () => {
  const makes = Object.fromEntries(
    ['Toyota', 'Mazda', 'Kia', 'Ford', 'Hyundai', 'Mitsubishi', 'Nissan', 'Subaru', 'Suzuki Australia'].map((m, i) => [m, 90 - i * 10]),
  );
  it('shows 7 makes by count before Show all makes', () => {
    const list = makeList(makes, { visibleCount: search.popular_make_count });
    expect(list.shown.map((m) => m.value)).toEqual(['Toyota', 'Mazda', 'Kia', 'Ford', 'Hyundai', 'Mitsubishi', 'Nissan']);
    expect(list.hidden.map((m) => m.label)).toEqual(['Subaru', 'Suzuki']);
    expect(list.showAllLabel).toBe('Show all makes');
  });
  it("uses the dealer's popular-make count and keeps selected makes visible", () => {
    const list = makeList(makes, { visibleCount: 3, selected: ['Subaru'] });
    expect(list.shown.map((m) => m.value)).toEqual(['Toyota', 'Mazda', 'Kia', 'Subaru']);
    expect(list.hidden).toHaveLength(5);
  });
  it('has no Show all control when everything fits', () => {
    expect(makeList({ Toyota: 1 }, { visibleCount: search.popular_make_count }).showAllLabel).toBeNull();
  });
});

describe('dropdownPopularMakes', () => {
  it('cuts at 20 by count', () => {
    const many = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`Make${String(i).padStart(2, '0')}`, 100 - i]));
    const popular = dropdownPopularMakes(many, search.dropdown_popular_makes);
    expect(popular).toHaveLength(20);
    expect(popular[0]?.value).toBe('Make00');
    expect(popular[19]?.value).toBe('Make19');
  });
});

describe('modelOptions', () => {
  const makeModel = { 'Mazda CX-5': 12, 'Mazda BT-50': 20, 'Toyota Corolla': 30, 'Land Rover Defender': 2, 'Mazda 3': 12 };
  it('scopes models to the chosen makes', () => {
    expect(modelOptions(makeModel, ['Mazda'], search.model_limit)).toEqual([
      { make: 'Mazda', model: 'BT-50', count: 20 },
      { make: 'Mazda', model: '3', count: 12 },
      { make: 'Mazda', model: 'CX-5', count: 12 },
    ]);
    expect(modelOptions(makeModel, ['Land Rover', 'Land'], search.model_limit)).toEqual([{ make: 'Land Rover', model: 'Defender', count: 2 }]);
  });
  it('limits the list to 30', () => {
    const many = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`Kia Model${i}`, i + 1]));
    const models = modelOptions(many, ['Kia'], search.model_limit);
    expect(models).toHaveLength(30);
    expect(models[0]).toEqual({ make: 'Kia', model: 'Model39', count: 40 });
  });
});
