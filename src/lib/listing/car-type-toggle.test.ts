import { describe, expect, it } from 'vitest';
import { activeCarTypeToggle, carTypeToggleForPath, carTypeToggleOption, carTypeToggleOptions, clickCarTypeToggle } from './car-type-toggle.ts';

describe('carTypeToggleOptions', () => {
  it('leaves out car types the dealer does not carry, and offers no toggle where one type is all it carries', () => {
    expect(carTypeToggleOptions({ newDemoOption: true, carried: ['new', 'used'] }).map((o) => o.label)).toEqual(['All', 'New', 'Used']);
    expect(carTypeToggleOptions({ carried: ['used'] })).toEqual([]);
  });

  it('offers All, New, Demo, Used by default', () => {
    expect(carTypeToggleOptions().map((o) => o.label)).toEqual(['All', 'New', 'Demo', 'Used']);
  });
  it("adds the 'New / Demo' variant and hides All, New or Demo by switch", () => {
    expect(carTypeToggleOptions({ newDemoOption: true }).map((o) => o.label)).toEqual(['All', 'New', 'New / Demo', 'Demo', 'Used']);
    expect(carTypeToggleOptions({ hideAll: true, hideDemo: true }).map((o) => o.id)).toEqual(['new', 'used']);
    expect(carTypeToggleOptions({ hideNew: true, newDemoOption: true }).map((o) => o.id)).toEqual(['all', 'new-demo', 'demo', 'used']);
  });
  it('links each option to its listing route', () => {
    expect(Object.fromEntries(carTypeToggleOptions({ newDemoOption: true }).map((o) => [o.id, o.href]))).toEqual({
      all: '/search/new-used-and-demo-cars',
      new: '/search/new-cars',
      'new-demo': '/search/new-and-demo-cars',
      demo: '/search/demo-cars',
      used: '/search/used-cars',
    });
  });
});

describe('car type selection', () => {
  it('maps options to car_type refinements', () => {
    expect(carTypeToggleOption('new-demo').carTypes).toEqual(['new', 'demo']);
    expect(carTypeToggleOption('all').carTypes).toEqual([]);
  });
  it('reads the active option from a refinement; empty means all', () => {
    expect(activeCarTypeToggle([])).toBe('all');
    expect(activeCarTypeToggle(undefined)).toBe('all');
    expect(activeCarTypeToggle(['used'])).toBe('used');
    expect(activeCarTypeToggle(['demo', 'new'])).toBe('new-demo');
    expect(activeCarTypeToggle(['used', 'new', 'demo'])).toBe('all');
    expect(activeCarTypeToggle(['new', 'used'])).toBeNull();
  });
  it('selects one option at a time and clears on a second click', () => {
    expect(clickCarTypeToggle([], 'used')).toEqual(['used']);
    expect(clickCarTypeToggle(['used'], 'new')).toEqual(['new']);
    expect(clickCarTypeToggle(['used'], 'used')).toEqual([]);
    expect(clickCarTypeToggle(['new'], 'all')).toEqual([]);
    expect(clickCarTypeToggle(['new'], 'new-demo')).toEqual(['new', 'demo']);
  });
  it('recognises listing routes', () => {
    expect(carTypeToggleForPath('/search/demo-cars')).toBe('demo');
    expect(carTypeToggleForPath('/search/new-and-demo-cars/?page=2')).toBe('new-demo');
    expect(carTypeToggleForPath('/search/toyota')).toBeNull();
  });
});
