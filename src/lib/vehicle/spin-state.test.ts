import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hotspotsAt, initialSpinState, isLoading, showSwipeHint, spinReducer, type SpinAction, type SpinState } from './spin-state.ts';

const start = (over: Partial<Parameters<typeof initialSpinState>[0]> = {}) =>
  initialSpinState({ frameCount: 36, galleryCount: 5, startView: 'spinner', autoRotate: true, ...over });
const run = (s: SpinState, ...actions: SpinAction[]) => actions.reduce(spinReducer, s);
const loaded = (s: SpinState) => run(s, ...Array.from({ length: s.frameCount }, (): SpinAction => ({ type: 'frameLoaded' })));

describe('spin viewer state', () => {
  it('is loading until every frame has loaded, then hints until the first drag', () => {
    let s = start();
    expect(isLoading(s)).toBe(true);
    s = run(s, ...Array.from({ length: 35 }, (): SpinAction => ({ type: 'frameLoaded' })));
    expect(isLoading(s)).toBe(true);
    expect(showSwipeHint(s)).toBe(false);
    s = run(s, { type: 'frameLoaded' });
    expect(isLoading(s)).toBe(false);
    expect(showSwipeHint(s)).toBe(true);
    s = run(s, { type: 'dragStart' }, { type: 'dragMove', dx: 19 });
    expect(showSwipeHint(s)).toBe(true);
    s = run(s, { type: 'dragMove', dx: 1 });
    expect(showSwipeHint(s)).toBe(false);
  });

  it('steps one frame per 20 px of drag, in either direction, wrapping round', () => {
    let s = run(loaded(start()), { type: 'dragStart' }, { type: 'dragMove', dx: 45 });
    expect(s.frame).toBe(2);
    s = run(s, { type: 'dragMove', dx: 15 });
    expect(s.frame).toBe(3);
    s = run(s, { type: 'dragMove', dx: -80 });
    expect(s.frame).toBe(35);
    s = run(s, { type: 'dragEnd' }, { type: 'dragMove', dx: 200 });
    expect(s.frame).toBe(35);
  });

  it('moves by whole drag distance / 20 (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 60 }), { maxLength: 30 }), (moves) => {
        const s = run(loaded(start()), { type: 'dragStart' }, ...moves.map((dx): SpinAction => ({ type: 'dragMove', dx })));
        const total = moves.reduce((a, b) => a + b, 0);
        expect(s.frame).toBe(Math.floor(total / 20) % 36);
      }),
    );
  });

  it('auto-rotates once all frames load and stops after one full turn', () => {
    let s = start();
    s = run(s, { type: 'tick' });
    expect(s.frame).toBe(0);
    s = loaded(s);
    for (let i = 1; i <= 35; i++) {
      s = run(s, { type: 'tick' });
      expect(s.frame).toBe(i);
      expect(s.autoRotating).toBe(true);
    }
    s = run(s, { type: 'tick' });
    expect(s.frame).toBe(0);
    expect(s.autoRotating).toBe(false);
    expect(run(s, { type: 'tick' }).frame).toBe(0);
  });

  it('stops auto-rotating when the shopper drags or uses the keys', () => {
    const s = run(loaded(start()), { type: 'tick' }, { type: 'step', by: -1 });
    expect(s.frame).toBe(0);
    expect(run(s, { type: 'tick' }).frame).toBe(0);
    expect(run(loaded(start()), { type: 'dragStart' }).autoRotating).toBe(false);
  });

  it('resets the gallery index when leaving the gallery, and toggles full screen', () => {
    let s = run(start({ startView: 'gallery' }), { type: 'showImage', index: 3 });
    expect(s.galleryIndex).toBe(3);
    s = run(s, { type: 'setView', view: 'interior' });
    expect(s.galleryIndex).toBe(0);
    s = run(s, { type: 'setView', view: 'gallery' }, { type: 'showImage', index: -1 });
    expect(s.galleryIndex).toBe(4);
    expect(run(s, { type: 'toggleFullscreen' }).fullscreen).toBe(true);
    expect(run(s, { type: 'toggleFullscreen' }, { type: 'toggleFullscreen' }).fullscreen).toBe(false);
  });

  it('places only the hotspots visible at the frame', () => {
    const hotspots = [
      {
        id: 'a',
        description: 'Wheels',
        positions: [
          { frame: 0, x: 0.1, y: 0.2 },
          { frame: 1, x: 0.3, y: 0.4 },
        ],
      },
      { id: 'b', description: 'Lights', positions: [{ frame: 1, x: 0.5, y: 0.6 }] },
    ];
    expect(hotspotsAt(hotspots, 0)).toEqual([{ id: 'a', description: 'Wheels', x: 0.1, y: 0.2 }]);
    expect(hotspotsAt(hotspots, 1).map((h) => h.id)).toEqual(['a', 'b']);
    expect(hotspotsAt(hotspots, 2)).toEqual([]);
  });
});
