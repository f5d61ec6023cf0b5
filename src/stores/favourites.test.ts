import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $favourites, isFavourite, removeFavourite, toggleFavourite } from './favourites.ts';
import { MemoryStorage } from './test-storage.ts';

const car = { id: 42, name: '2021 Toyota Corolla', slug: '2021-toyota-corolla-42', make: 'Toyota', model: 'Corolla', primary_image_url: '/a.jpg' };
let storage: MemoryStorage;

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
});
afterEach(() => {
  $favourites.set([]);
  cleanStores($favourites);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('favourites', () => {
  it('toggles a car in and out, storing the spec record', () => {
    expect(toggleFavourite(car)).toBe(true);
    expect(isFavourite('42')).toBe(true);
    expect(JSON.parse(storage.getItem('forecourt:favourites') ?? '')).toEqual([{ ...car, id: '42' }]);
    expect(toggleFavourite(car)).toBe(false);
    expect(isFavourite(42)).toBe(false);
    expect(JSON.parse(storage.getItem('forecourt:favourites') ?? '')).toEqual([]);
  });
  it('keeps the newest first and removes by id', () => {
    toggleFavourite(car);
    toggleFavourite({ ...car, id: 'b', slug: 'b' });
    expect($favourites.get().map((f) => f.id)).toEqual(['b', '42']);
    removeFavourite(42);
    expect($favourites.get().map((f) => f.id)).toEqual(['b']);
  });
  it('survives a reload', async () => {
    toggleFavourite(car);
    vi.resetModules();
    const reloaded = await import('./favourites.ts');
    expect(reloaded.$favourites.get()).toEqual([{ ...car, id: '42' }]);
    expect(reloaded.isFavourite(42)).toBe(true);
    cleanStores(reloaded.$favourites);
  });
  it('reads what another tab stored once remounted, dropping invalid entries', () => {
    storage.setItem('forecourt:favourites', JSON.stringify([{ id: 7, slug: 'x', name: 'X' }, { id: 8 }]));
    cleanStores($favourites);
    expect($favourites.get()).toEqual([{ id: '7', slug: 'x', name: 'X', make: '', model: '', primary_image_url: null }]);
  });
  it('logs unreadable data and storage failures but keeps working in memory', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    storage.setItem('forecourt:favourites', '{not json');
    cleanStores($favourites);
    expect($favourites.get()).toEqual([]);
    expect(error).toHaveBeenCalledTimes(1);
    storage.failWrites = true;
    expect(toggleFavourite(car)).toBe(true);
    expect(isFavourite(42)).toBe(true);
    expect(error).toHaveBeenCalledTimes(2);
    expect(String(error.mock.calls[1]?.[0])).toContain('QuotaExceededError');
  });
  it('works without localStorage', () => {
    vi.unstubAllGlobals();
    cleanStores($favourites);
    expect(toggleFavourite(car)).toBe(true);
    expect($favourites.get()).toHaveLength(1);
  });
});
