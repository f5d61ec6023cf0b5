import { useEffect } from 'react';
import { VEHICLE_COPY } from '../../lib/vehicle/vehicle-words.ts';
import { hotspotsAt, type SpinView } from '../../lib/vehicle/spin-state.ts';
import SpinExterior from './SpinExterior.tsx';
import SpinHotspots, { type SpinHotspot } from './SpinHotspots.tsx';
import { SpinProvider, useSpinner } from './spin-context.tsx';
import { reactIsland } from '../react-island.ts';

interface SpinViewerProps {
  title: string;
  frames: string[];
  /** The interior panorama; without one there is no Interior view. */
  interior: string | null;
  /** Photos for the Gallery view. */
  photos: string[];
  hotspots: { exterior: SpinHotspot[]; interior: SpinHotspot[] };
  startView: 'spinner' | 'gallery';
  autoRotateMs: number;
}

/** The 360° viewer island: spinner, gallery and interior views, and a full-screen toggle. No third-party script. */
function SpinViewer(props: SpinViewerProps) {
  return (
    <SpinProvider options={{ frameCount: props.frames.length, galleryCount: props.photos.length, startView: props.startView, autoRotate: true }}>
      <SpinViewerBody {...props} />
    </SpinProvider>
  );
}

function SpinViewerBody({ title, frames, interior, photos, hotspots, autoRotateMs }: SpinViewerProps) {
  const { state, dispatch } = useSpinner();
  const views: { view: SpinView; label: string }[] = [
    { view: 'spinner', label: VEHICLE_COPY.spinExterior },
    ...(photos.length > 0 ? [{ view: 'gallery' as const, label: VEHICLE_COPY.spinGallery }] : []),
    ...(interior ? [{ view: 'interior' as const, label: VEHICLE_COPY.spinInterior }] : []),
  ];

  useEffect(() => {
    if (!state.fullscreen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') dispatch({ type: 'toggleFullscreen' });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [state.fullscreen, dispatch]);

  return (
    <div className={`spin${state.fullscreen ? ' spin--fullscreen' : ''}`} data-testid="spin-viewer" data-view={state.view}>
      <div className="spin-bar">
        <div className="spin-views" role="group" aria-label={VEHICLE_COPY.spin360}>
          {views.map(({ view, label }) => (
            <button type="button" key={view} aria-pressed={state.view === view} onClick={() => dispatch({ type: 'setView', view })}>
              {label}
            </button>
          ))}
        </div>
        <button type="button" className="spin-fs" aria-pressed={state.fullscreen} onClick={() => dispatch({ type: 'toggleFullscreen' })}>
          {state.fullscreen ? VEHICLE_COPY.spinExitFullscreen : VEHICLE_COPY.spinFullscreen}
        </button>
      </div>
      {state.view === 'spinner' && <SpinExterior frames={frames} hotspots={hotspots.exterior} autoRotateMs={autoRotateMs} title={title} />}
      {state.view === 'gallery' && (
        <div className="spin-stage spin-gallery" data-testid="spin-gallery" data-index={state.galleryIndex}>
          <div className="spin-frame">
            <img src={photos[state.galleryIndex]} alt={VEHICLE_COPY.photoAlt(title, state.galleryIndex + 1)} width={800} height={600} decoding="async" />
          </div>
          <button
            type="button"
            className="vg-nav vg-prev"
            aria-label={VEHICLE_COPY.previousPhoto}
            onClick={() => dispatch({ type: 'showImage', index: state.galleryIndex - 1 })}
          >
            ‹
          </button>
          <button
            type="button"
            className="vg-nav vg-next"
            aria-label={VEHICLE_COPY.nextPhoto}
            onClick={() => dispatch({ type: 'showImage', index: state.galleryIndex + 1 })}
          >
            ›
          </button>
          <span className="vg-count">{VEHICLE_COPY.photoOf(state.galleryIndex + 1, photos.length)}</span>
        </div>
      )}
      {state.view === 'interior' && interior && (
        <div className="spin-stage spin-interior" data-testid="spin-interior" tabIndex={0} aria-label={`${title} ${VEHICLE_COPY.spinInterior}`}>
          <div className="spin-panorama">
            <img src={interior} alt="" width={1600} height={800} decoding="async" draggable={false} />
            <SpinHotspots hotspots={hotspotsAt(hotspots.interior, 0)} />
          </div>
        </div>
      )}
    </div>
  );
}

export default reactIsland(SpinViewer);
