import { cleanTestStorage, getTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent';
import { cleanStores } from 'nanostores';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { $favourites, isFavourite, removeFavourite, toggleFavourite } from './favourites.ts';

const car = { id: 42, name: '2021 Toyota Corolla', slug: '2021-toyota-corolla-42', make: 'Toyota', model: 'Corolla', primary_image_url: '/a.jpg' };
const stored = () => JSON.parse(getTestStorage()['forecourt:favourites'] ?? '') as unknown;

beforeAll(() => useTestStorageEngine());
afterEach(() => {
  $favourites.set([]);
  cleanStores($favourites);
  cleanTestStorage();
  vi.restoreAllMocks();
});

describe('favourites', () => {
  it('toggles a car in and out, storing the spec record', () => {
    expect(toggleFavourite(car)).toBe(true);
    expect(isFavourite('42')).toBe(true);
    expect(stored()).toEqual([{ ...car, id: '42' }]);
    expect(toggleFavourite(car)).toBe(false);
    expect(isFavourite(42)).toBe(false);
    expect(stored()).toEqual([]);
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
  it('follows what another tab stores, dropping invalid entries', () => {
    const unbind = $favourites.listen(() => {});
    setTestStorageKey('forecourt:favourites', JSON.stringify([{ id: 7, slug: 'x', name: 'X' }, { id: 8 }]));
    expect($favourites.get()).toEqual([{ id: '7', slug: 'x', name: 'X', make: '', model: '', primary_image_url: null }]);
    unbind();
  });
  it('logs unreadable data and reads it as no favourites', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    toggleFavourite(car);
    const unbind = $favourites.listen(() => {});
    setTestStorageKey('forecourt:favourites', '{not json');
    expect($favourites.get()).toEqual([]);
    expect(error).toHaveBeenCalledOnce();
    expect(String(error.mock.calls[0]?.[0])).toContain('forecourt:favourites');
    unbind();
  });
});
