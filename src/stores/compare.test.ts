import { cleanTestStorage, getTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { cleanStores } from 'nanostores';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { $compare, clearCompare, isCompared, toggleCompare } from './compare.ts';

const car = (id: number) => ({ id, name: `Car ${id}`, slug: `car-${id}` });

beforeAll(() => useTestStorageEngine());
afterEach(() => {
  clearCompare();
  cleanStores($compare);
  cleanTestStorage();
});

describe('compare', () => {
  it('holds up to 3 cars', () => {
    expect([1, 2, 3].map((id) => toggleCompare(car(id)))).toEqual(['added', 'added', 'added']);
    expect(toggleCompare(car(4))).toBe('full');
    expect($compare.get().map((c) => c.id)).toEqual(['1', '2', '3']);
    expect(toggleCompare(car(2))).toBe('removed');
    expect(toggleCompare(car(4))).toBe('added');
    expect($compare.get().map((c) => c.id)).toEqual(['1', '3', '4']);
    expect(isCompared(4)).toBe(true);
  });
  it('keeps the selection across page loads', async () => {
    toggleCompare(car(1));
    expect(JSON.parse(getTestStorage()['forecourt:compare'] ?? '')).toEqual([{ id: '1', name: 'Car 1', slug: 'car-1', primary_image_url: null }]);
    vi.resetModules();
    const reloaded = await import('./compare.ts');
    expect(reloaded.$compare.get()).toEqual([{ id: '1', name: 'Car 1', slug: 'car-1', primary_image_url: null }]);
    cleanStores(reloaded.$compare);
  });
});
