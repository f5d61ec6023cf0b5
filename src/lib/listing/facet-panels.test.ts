import { describe, expect, it } from 'vitest';
import { facetPanels, facetValueLabel, panelValues, requestedFacets } from './facet-panels.ts';

describe('facetPanels', () => {
  const panels = facetPanels({
    facets: ['car_type', 'make', 'model', 'price', 'km', 'year', 'simple_body', 'city', 'dealership_name', 'model'],
    popularMakeCount: 5,
    modelLimit: 30,
  });

  it('follows the dealer order, one panel per facet, with the spec limits', () => {
    expect(panels.map((p) => `${p.kind}:${p.attribute}`)).toEqual([
      'toggle:car_type',
      'make:make',
      'model:make_model',
      'range:price',
      'range:km',
      'range:year',
      'list:simple_body',
      'list:city',
      'list:dealership_name',
    ]);
    expect(panels.find((p) => p.attribute === 'make')).toMatchObject({ visible: 5 });
    expect(panels.find((p) => p.attribute === 'make_model')).toMatchObject({ limit: 30 });
    expect(panels.find((p) => p.attribute === 'city')).toMatchObject({ limit: 20 });
    expect(panels.find((p) => p.attribute === 'dealership_name')).toMatchObject({ limit: 40 });
    expect(panels.find((p) => p.attribute === 'simple_body')).toMatchObject({ limit: null, title: 'Body type' });
  });

  it('counts car_type always and make whenever models are listed', () => {
    expect(requestedFacets(panels)).toEqual(['car_type', 'make', 'make_model', 'price', 'km', 'year', 'simple_body', 'city', 'dealership_name']);
    expect(requestedFacets(facetPanels({ facets: ['model'], popularMakeCount: 7, modelLimit: 30 }))).toEqual(['car_type', 'make_model', 'make']);
  });
});

describe('facet values', () => {
  it('orders car types new, demo, used and price bands ascending with Under first', () => {
    expect(panelValues('car_type', { used: 90, new: 5, demo: 40 }).map((v) => v.value)).toEqual(['new', 'demo', 'used']);
    expect(panelValues('price_range', { '$20,000 - $30,000': 9, 'Over $150,000': 1, 'Under $10,000': 2, '$10,000 - $20,000': 30 }).map((v) => v.value)).toEqual(
      ['Under $10,000', '$10,000 - $20,000', '$20,000 - $30,000', 'Over $150,000'],
    );
    expect(panelValues('seats', { '7': 3, '2': 1, '5': 40 }).map((v) => v.value)).toEqual(['2', '5', '7']);
    expect(panelValues('colour', { White: 3, Black: 8, Blue: 3 }).map((v) => v.value)).toEqual(['Black', 'Blue', 'White']);
  });

  it('keeps selected values that no car matches any more, at 0', () => {
    expect(panelValues('colour', { White: 3 }, ['Pink'])).toEqual([
      { value: 'White', count: 3 },
      { value: 'Pink', count: 0 },
    ]);
    expect(panelValues('colour', { White: 3 }, ['white'])).toEqual([{ value: 'White', count: 3 }]);
  });

  it('labels codes in words and makes by their display names', () => {
    expect(facetValueLabel('car_type', 'demo')).toBe('Demo');
    expect(facetValueLabel('status', 'coming_soon')).toBe('Coming soon');
    expect(facetValueLabel('certified', 'true')).toBe('Certified');
    expect(facetValueLabel('simple_body', 'suv')).toBe('SUV');
    expect(facetValueLabel('simple_body', 'peopleMover')).toBe('People mover');
    expect(facetValueLabel('make', 'Suzuki Australia')).toBe('Suzuki');
    expect(facetValueLabel('colour', 'Soul Red')).toBe('Soul Red');
  });
});
