import { useEffect, useRef } from 'react';
import { STRINGS } from '../../lib/strings.ts';
import { VEHICLE_COPY } from '../../lib/vehicle/vehicle-words.ts';
import { hotspotsAt, isLoading, showSwipeHint, type PlacedHotspot } from '../../lib/vehicle/spin-state.ts';
import SpinHotspots, { type SpinHotspot } from './SpinHotspots.tsx';
import { useSpinner } from './spin-context.tsx';

interface Props {
  frames: string[];
  hotspots: SpinHotspot[];
  autoRotateMs: number;
  title: string;
}

/** The exterior spin: drag (20 px per frame) or arrow keys turn the car; it turns once by itself after loading. */
export default function SpinExterior({ frames, hotspots, autoRotateMs, title }: Props) {
  const { state, dispatch } = useSpinner();
  const lastX = useRef<number | null>(null);
  const loading = isLoading(state);

  useEffect(() => {
    let cancelled = false;
    for (const src of frames) {
      const image = new Image();
      const done = () => {
        if (!cancelled) dispatch({ type: 'frameLoaded' });
      };
      image.onload = done;
      image.onerror = () => {
        console.error(`360° frame failed to load: ${src}`);
        done();
      };
      image.src = src;
    }
    return () => {
      cancelled = true;
    };
  }, [frames, dispatch]);

  useEffect(() => {
    if (!state.autoRotating || loading || state.view !== 'spinner') return;
    const timer = setInterval(() => dispatch({ type: 'tick' }), autoRotateMs);
    return () => clearInterval(timer);
  }, [state.autoRotating, loading, state.view, autoRotateMs, dispatch]);

  const placed: PlacedHotspot[] = loading ? [] : hotspotsAt(hotspots, state.frame);
  return (
    <div
      className="spin-stage spin-exterior"
      tabIndex={0}
      // A group, not an img: its hotspot buttons stay reachable (an img's children are presentational).
      role="group"
      aria-label={`${title} ${VEHICLE_COPY.spinExterior}`}
      aria-busy={loading}
      data-testid="spin-stage"
      data-frame={state.frame}
      data-auto-rotating={state.autoRotating && !loading ? 'true' : 'false'}
      onKeyDown={(e) => {
        if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
        e.preventDefault();
        dispatch({ type: 'step', by: e.key === 'ArrowRight' ? 1 : -1 });
      }}
      onPointerDown={(e) => {
        lastX.current = e.clientX;
        e.currentTarget.setPointerCapture?.(e.pointerId);
        dispatch({ type: 'dragStart' });
      }}
      onPointerMove={(e) => {
        if (lastX.current === null) return;
        const dx = e.clientX - lastX.current;
        lastX.current = e.clientX;
        dispatch({ type: 'dragMove', dx });
      }}
      onPointerUp={() => {
        lastX.current = null;
        dispatch({ type: 'dragEnd' });
      }}
      onPointerCancel={() => {
        lastX.current = null;
        dispatch({ type: 'dragEnd' });
      }}
    >
      <div className="spin-frame">
        <img src={frames[state.frame]} alt="" width={800} height={600} draggable={false} decoding="async" />
        <SpinHotspots hotspots={placed} />
      </div>
      {loading && (
        <div className="spin-overlay" data-testid="spin-loading">
          <span>{VEHICLE_COPY.spinLoading(state.loaded, state.frameCount)}</span>
          <progress max={state.frameCount} value={state.loaded} />
        </div>
      )}
      {showSwipeHint(state) && (
        <div className="spin-hint" data-testid="spin-hint" aria-hidden="true">
          ⟷ {STRINGS.swipeToSpin}
        </div>
      )}
    </div>
  );
}
