import { describe, expect, it } from 'vitest';
import { EmbeddedStockIndex } from './embedded-index.ts';
import { MeiliStockIndex } from './meili-index.ts';
import { openStockIndex, searchOnlyConfig } from './open-index.ts';

describe('openStockIndex', () => {
  it('opens the embedded index in the given folder without MEILI_HOST', () => {
    const index = openStockIndex({ env: { MEILI_INDEX: 'stock' }, dir: '/tmp/somewhere' });
    expect(index).toBeInstanceOf(EmbeddedStockIndex);
    expect(index.engine).toBe('embedded');
    expect((index as EmbeddedStockIndex).folder).toBe('/tmp/somewhere/stock');
  });

  it('opens the Meilisearch adapter when MEILI_HOST is set, index "cars" by default', () => {
    const index = openStockIndex({ env: { MEILI_HOST: 'http://127.0.0.1:7700', MEILI_API_KEY: 'k' } });
    expect(index).toBeInstanceOf(MeiliStockIndex);
    expect(index.indexName).toBe('cars');
    expect((index as MeiliStockIndex).client.config).toMatchObject({ host: 'http://127.0.0.1:7700', apiKey: 'k' });
  });
});

describe('searchOnlyConfig', () => {
  it('hands out only the search key', () => {
    expect(searchOnlyConfig({ MEILI_HOST: 'https://search.example', MEILI_API_KEY: 'admin', MEILI_SEARCH_KEY: 'search', MEILI_INDEX: 'stock' })).toEqual({
      host: 'https://search.example',
      apiKey: 'search',
      indexName: 'stock',
    });
  });

  it('is null without a host or a search key, and refuses the admin key as a search key', () => {
    expect(searchOnlyConfig({ MEILI_SEARCH_KEY: 'search' })).toBeNull();
    expect(searchOnlyConfig({ MEILI_HOST: 'https://search.example', MEILI_API_KEY: 'admin' })).toBeNull();
    expect(() => searchOnlyConfig({ MEILI_HOST: 'https://search.example', MEILI_API_KEY: 'admin', MEILI_SEARCH_KEY: 'admin' })).toThrow(/search-only/);
  });
});
