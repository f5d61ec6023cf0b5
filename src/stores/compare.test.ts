import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $compare, clearCompare, isCompared, toggleCompare } from './compare.ts';
import { MemoryStorage } from './test-storage.ts';

const car = (id: number) => ({ id, name: `Car ${id}`, slug: `car-${id}` });

beforeEach(() => vi.stubGlobal('localStorage', new MemoryStorage()));
afterEach(() => {
  clearCompare();
  cleanStores($compare);
  vi.unstubAllGlobals();
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
  it('keeps the selection across page loads', () => {
    toggleCompare(car(1));
    cleanStores($compare);
    expect($compare.get()).toEqual([{ id: '1', name: 'Car 1', slug: 'car-1', primary_image_url: null }]);
  });
});
