import { describe, expect, it } from 'vitest';
import {
  bodyLabel,
  bodyParam,
  cutText,
  DESCRIPTION_LIMIT,
  modelFullName,
  modelName,
  modelPath,
  modelsOfBody,
  modelStockPath,
  rangeBodies,
  rangeBodyUrl,
} from './model-range.ts';

describe('model names', () => {
  it('glue a single-digit name to the brand with no space', () => {
    expect(modelName({ name: '3' }, 'Mazda')).toBe('Mazda3');
    expect(modelName({ name: 'CX-5' }, 'Mazda')).toBe('CX-5');
    expect(modelName({ name: '30' }, 'Mazda')).toBe('30');
    expect(modelFullName({ name: '2' }, 'Mazda')).toBe('Mazda2');
    expect(modelFullName({ name: 'CX-5' }, 'Mazda')).toBe('Mazda CX-5');
  });
});

describe('cutText', () => {
  it('keeps text within the limit and cuts longer text to the limit with an ellipsis', () => {
    expect(cutText('Short.', DESCRIPTION_LIMIT)).toBe('Short.');
    const exact = 'x'.repeat(200);
    expect(cutText(exact, DESCRIPTION_LIMIT)).toBe(exact);
    const cut = cutText('word '.repeat(60), DESCRIPTION_LIMIT);
    expect(cut.length).toBeLessThanOrEqual(200);
    expect(cut.endsWith('…')).toBe(true);
  });
});

describe('bodies', () => {
  const models = [
    { name: 'MX-5', body: ['sports'] },
    { name: 'BT-50', body: ['utes'] },
    { name: 'CX-60', body: ['suvs', 'hybrids'] },
    { name: 'Van', body: ['People Movers'] },
  ];

  it('follow the configured order, leave out empty bodies and append unknown ones', () => {
    expect(rangeBodies(models, ['suvs', 'utes', 'cars', 'hybrids', 'sports'])).toEqual(['suvs', 'utes', 'hybrids', 'sports', 'People Movers']);
    expect(rangeBodies(models, ['sports', 'hybrids'])).toEqual(['sports', 'hybrids', 'People Movers', 'suvs', 'utes']);
  });

  it('filter models, lower-cased with hyphens in the URL', () => {
    expect(modelsOfBody(models, 'hybrids').map((m) => m.name)).toEqual(['CX-60']);
    expect(modelsOfBody(models, 'people-movers').map((m) => m.name)).toEqual(['Van']);
    expect(bodyParam('People Movers')).toBe('people-movers');
    expect(rangeBodyUrl('/models', 'People Movers')).toBe('/models?body=people-movers');
    expect(bodyLabel('suvs')).toBe('SUVs');
    expect(bodyLabel('people movers')).toBe('People Movers');
  });
});

describe('model pages', () => {
  it('live at the override URL, else /{slug}', () => {
    expect(modelPath({ slug: 'cx-5', override_url: null })).toBe('/cx-5');
    expect(modelPath({ slug: 'bt-50', override_url: '/pages/bt-50' })).toBe('/pages/bt-50');
  });

  it("link to the model's stock page when built, else the make's", () => {
    const built = new Set(['/search/mazda/', '/search/mazda/mazda3/', '/search/mazda/cx-5/']);
    expect(modelStockPath({ name: '3', slug: 'mazda-3' }, 'Mazda', built)).toEqual({ path: '/search/mazda/mazda3/', of: 'model' });
    expect(modelStockPath({ name: 'CX-5', slug: 'cx5' }, 'Mazda', built)).toEqual({ path: '/search/mazda/cx-5/', of: 'model' });
    expect(modelStockPath({ name: 'CX-70', slug: 'cx-70' }, 'Mazda', built)).toEqual({ path: '/search/mazda/', of: 'make' });
    expect(modelStockPath({ name: 'Hilux', slug: 'hilux' }, 'Toyota', built)).toBeNull();
  });
});
