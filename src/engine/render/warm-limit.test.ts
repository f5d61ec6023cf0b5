import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { makeRoom, type WarmDealer } from './warm-limit.ts';
import { DEFAULT_WARM_RENDERERS } from '../../lib/environment/environment.ts';
import { warmRenderersFrom } from './warm-setting.ts';

const dealer = (slug: string, changed: string, processes = 1): WarmDealer => ({ slug, changed, processes });

describe('warm render processes within a limit', () => {
  it('start for a dealer while there is room, stopping nobody', () => {
    expect(makeRoom([dealer('a', '20260101T000000Z-aa')], dealer('b', '20260102T000000Z-bb'), 2)).toEqual({ processes: 1, evict: [] });
  });

  it('stop the least recently changed dealer first to make room for a dealer just changed', () => {
    const warm = [dealer('c', '20260103T000000Z-cc'), dealer('a', '20260101T000000Z-aa'), dealer('b', '20260102T000000Z-bb')];
    expect(makeRoom(warm, dealer('d', '20260104T000000Z-dd'), 3)).toEqual({ processes: 1, evict: ['a'] });
    expect(makeRoom(warm, dealer('d', '20260104T000000Z-dd'), 1)).toEqual({ processes: 1, evict: ['a', 'b', 'c'] });
  });

  it('start none for a dealer changed less recently than every warm one, and stop nobody', () => {
    const warm = [dealer('a', '20260102T000000Z-aa'), dealer('b', '20260103T000000Z-bb')];
    expect(makeRoom(warm, dealer('old', '20260101T000000Z-zz'), 2)).toEqual({ processes: 0, evict: [] });
    // Dealers built in the same run share a build id: the ones already warm stay.
    expect(makeRoom(warm, dealer('c', '20260102T000000Z-aa'), 2)).toEqual({ processes: 0, evict: [] });
  });

  it("replace the dealer's own processes rather than count them against it", () => {
    const warm = [dealer('a', '20260101T000000Z-aa'), dealer('b', '20260102T000000Z-bb')];
    expect(makeRoom(warm, dealer('a', '20260103T000000Z-aa'), 2)).toEqual({ processes: 1, evict: [] });
  });

  it('start none with a limit of 0, and any number without a limit', () => {
    expect(makeRoom([], dealer('a', '20260101T000000Z-aa'), 0)).toEqual({ processes: 0, evict: [] });
    const many = Array.from({ length: 100 }, (_, i) => dealer(`d${i}`, `2026010${i % 9}T000000Z-${i}`));
    expect(makeRoom(many, dealer('new', '20250101T000000Z-aa'), Number.POSITIVE_INFINITY)).toEqual({ processes: 1, evict: [] });
  });

  it('never exceed the limit, and keep every dealer changed later than one it stops', () => {
    const stamp = fc.integer({ min: 1, max: 40 }).map((n) => `202601${String(n).padStart(2, '0')}`);
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ slug: fc.string({ minLength: 1, maxLength: 3 }), changed: stamp, processes: fc.integer({ min: 1, max: 3 }) }), {
          selector: (d) => d.slug,
          maxLength: 12,
        }),
        fc.record({ changed: stamp, processes: fc.integer({ min: 1, max: 3 }) }),
        fc.integer({ min: 0, max: 12 }),
        (listed, c, limit) => {
          // A pool within its limit before the candidate comes.
          const warm: WarmDealer[] = [];
          for (const d of listed) if (warm.reduce((n, w) => n + w.processes, 0) + d.processes <= limit) warm.push(d);
          const candidate = { slug: '\u0000candidate', ...c };
          const room = makeRoom(warm, candidate, limit);
          const kept = warm.filter((d) => !room.evict.includes(d.slug));
          expect(kept.reduce((n, d) => n + d.processes, 0) + room.processes).toBeLessThanOrEqual(limit);
          for (const gone of warm.filter((d) => room.evict.includes(d.slug))) {
            expect(gone.changed < candidate.changed).toBe(true);
            for (const stays of kept) expect(stays.changed >= gone.changed).toBe(true);
          }
          if (room.processes === 0) expect(room.evict).toEqual([]);
        },
      ),
    );
  });
});

describe('FORECOURT_WARM_RENDERERS', () => {
  it('is a whole number of processes, with a default when unset', () => {
    expect(warmRenderersFrom({})).toBe(DEFAULT_WARM_RENDERERS);
    expect(warmRenderersFrom({ FORECOURT_WARM_RENDERERS: '' })).toBe(DEFAULT_WARM_RENDERERS);
    expect(warmRenderersFrom({ FORECOURT_WARM_RENDERERS: '3' })).toBe(3);
    expect(warmRenderersFrom({ FORECOURT_WARM_RENDERERS: ' 0 ' })).toBe(0);
  });

  it('stops the server with the variable named when it is not one', () => {
    for (const bad of ['-1', 'two', '2.5', '1e3'])
      expect(() => warmRenderersFrom({ FORECOURT_WARM_RENDERERS: bad })).toThrow(/^FORECOURT_WARM_RENDERERS=.*whole number/);
  });
});
