import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';

type Listener = (event: { key: string | null; newValue: string | null }) => void;

/** A browser page: `storage` as its localStorage, and the listeners it has for storage events. */
function stubWindow(storage: Record<string, string>) {
  const listeners = new Set<Listener>();
  vi.stubGlobal('window', {
    localStorage: storage,
    addEventListener: (type: string, listener: Listener) => type === 'storage' && listeners.add(listener),
    removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
  });
  return { otherTabStores: (key: string, newValue: string) => listeners.forEach((l) => l({ key, newValue })) };
}

/** The stores as a fresh page load in that window has them. */
async function load() {
  vi.resetModules();
  return { ...(await import('./favourites.ts')), ...(await import('./recently-viewed.ts')) };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('stores kept in localStorage', () => {
  it('read what shoppers saved under the forecourt: keys and write the same JSON', async () => {
    const saved = [{ id: '7', name: 'Kia Rio', slug: 'kia-rio-7', make: 'Kia', model: 'Rio', primary_image_url: null }];
    const storage: Record<string, string> = { 'forecourt:favourites': JSON.stringify(saved) };
    stubWindow(storage);
    const { $favourites, toggleFavourite } = await load();
    expect($favourites.get()).toEqual(saved);
    toggleFavourite({ id: 8, slug: 'ford-8' });
    expect(JSON.parse(storage['forecourt:favourites'] ?? '')).toEqual([
      { id: '8', name: '', slug: 'ford-8', make: '', model: '', primary_image_url: null },
      ...saved,
    ]);
    cleanStores($favourites);
  });

  it('follow changes another tab makes while mounted', async () => {
    const page = stubWindow({});
    const { $favourites } = await load();
    const unbind = $favourites.listen(() => {});
    page.otherTabStores('forecourt:favourites', JSON.stringify([{ id: 3, slug: 's' }]));
    expect($favourites.get().map((f) => f.id)).toEqual(['3']);
    unbind();
    cleanStores($favourites);
  });

  it('only log failed writes and keep working in memory', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const full = new Proxy<Record<string, string>>(
      {},
      {
        set() {
          throw new Error('QuotaExceededError');
        },
      },
    );
    stubWindow(full);
    const { $recentlyViewed, recordViewedCar } = await load();
    expect(() => recordViewedCar({ id: 3 })).not.toThrow();
    expect($recentlyViewed.get()).toHaveLength(1);
    expect(error).toHaveBeenCalledOnce();
    expect(String(error.mock.calls[0]?.[0])).toContain('QuotaExceededError');
    cleanStores($recentlyViewed);
  });
});
