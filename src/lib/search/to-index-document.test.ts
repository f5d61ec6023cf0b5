import { describe, expect, it } from 'vitest';
import { indexableRecords, isoToUnixSeconds, toIndexDocument } from './to-index-document.ts';

describe('toIndexDocument', () => {
  it('makes the id a string and derives unix-second timestamps', () => {
    const result = toIndexDocument({
      id: 42,
      sold_at: '2025-05-31T10:00:00+10:00',
      created_at: '2025-01-01T00:00:00',
    });
    expect(result).toEqual({
      ok: true,
      document: {
        id: '42',
        sold_at: '2025-05-31T10:00:00+10:00',
        sold_at_ts: Date.UTC(2025, 4, 31) / 1000,
        created_at: '2025-01-01T00:00:00',
        created_at_ts: Date.UTC(2025, 0, 1) / 1000,
      },
    });
  });

  it('turns numeric text in numeric fields into numbers and leaves other text alone', () => {
    const result = toIndexDocument({ id: 'a1', price: ' 25000 ', km: '12.5', year: 'unknown', stocknum: '0123' });
    expect(result.ok && result.document).toEqual({ id: 'a1', price: 25000, km: 12.5, year: 'unknown', stocknum: '0123' });
  });

  it('drops stale derived timestamps', () => {
    const full = toIndexDocument({ id: 1, sold_at: null, sold_at_ts: 5, created_at: 'not a date' });
    expect(full.ok && full.document).toEqual({ id: '1', sold_at: null, created_at: 'not a date' });
  });

  it('refuses what is not an object or has no id Meilisearch would accept', () => {
    expect(toIndexDocument(null)).toEqual({ ok: false, reason: 'not an object' });
    expect(toIndexDocument([1])).toEqual({ ok: false, reason: 'not an object' });
    expect(toIndexDocument({ make: 'Kia' })).toEqual({ ok: false, reason: 'no id' });
    expect(toIndexDocument({ id: '' })).toEqual({ ok: false, reason: 'no id' });
    expect(toIndexDocument({ id: 'a b' })).toEqual({ ok: false, reason: 'invalid id "a b"' });
    expect(toIndexDocument({ id: 1.5 })).toEqual({ ok: false, reason: 'invalid id 1.5' });
  });
});

describe('indexableRecords', () => {
  it('reports skipped records by position and keeps the last of duplicate ids, as sent', () => {
    const two = { id: 2 };
    const { records, ids, skipped } = indexableRecords([{ id: 1, make: 'Kia' }, 'junk', two, { id: '1', make: 'Audi' }, {}]);
    expect(records).toEqual([{ id: 2 }, { id: '1', make: 'Audi' }]);
    expect(records[0]).toBe(two);
    expect(ids).toEqual(['2', '1']);
    expect(skipped).toEqual([
      { position: 0, reason: 'duplicate id 1 (record 3 replaces it)' },
      { position: 1, reason: 'not an object' },
      { position: 4, reason: 'no id' },
    ]);
  });
});

describe('isoToUnixSeconds', () => {
  it('reads dates, datetimes with offsets, and rejects the rest', () => {
    expect(isoToUnixSeconds('2025-06-01')).toBe(Date.UTC(2025, 5, 1) / 1000);
    expect(isoToUnixSeconds('2025-06-01T00:00:00.999Z')).toBe(Date.UTC(2025, 5, 1) / 1000);
    expect(isoToUnixSeconds('')).toBeNull();
    expect(isoToUnixSeconds(1_700_000_000)).toBeNull();
    expect(isoToUnixSeconds('yesterday')).toBeNull();
  });
});
