/** 360° spin viewer state (rule: vehicle.spin), as a pure reducer the React island runs. */

export type SpinView = 'spinner' | 'gallery' | 'interior';

/** Pixels of horizontal drag per frame step. */
const DRAG_PX_PER_FRAME = 20;

export interface SpinState {
  view: SpinView;
  frame: number;
  frameCount: number;
  loaded: number;
  galleryIndex: number;
  galleryCount: number;
  fullscreen: boolean;
  /** Drag distance not yet turned into a frame step. */
  carry: number;
  dragging: boolean;
  /** The 'Swipe to spin' hint shows until the first drag. */
  hasDragged: boolean;
  autoRotating: boolean;
  autoSteps: number;
}

export type SpinAction =
  | { type: 'frameLoaded' }
  | { type: 'dragStart' }
  | { type: 'dragMove'; dx: number }
  | { type: 'dragEnd' }
  | { type: 'step'; by: number }
  | { type: 'tick' }
  | { type: 'setView'; view: SpinView }
  | { type: 'showImage'; index: number }
  | { type: 'toggleFullscreen' };

export interface SpinOptions {
  frameCount: number;
  galleryCount: number;
  startView: SpinView;
  autoRotate: boolean;
}

export function initialSpinState({ frameCount, galleryCount, startView, autoRotate }: SpinOptions): SpinState {
  return {
    view: startView,
    frame: 0,
    frameCount,
    loaded: 0,
    galleryIndex: 0,
    galleryCount,
    fullscreen: false,
    carry: 0,
    dragging: false,
    hasDragged: false,
    autoRotating: autoRotate && frameCount > 1,
    autoSteps: 0,
  };
}

const wrap = (n: number, count: number) => (count > 0 ? ((n % count) + count) % count : 0);

export const isLoading = (s: SpinState) => s.loaded < s.frameCount;
export const showSwipeHint = (s: SpinState) => s.view === 'spinner' && !isLoading(s) && !s.hasDragged;

export function spinReducer(s: SpinState, action: SpinAction): SpinState {
  switch (action.type) {
    case 'frameLoaded':
      return { ...s, loaded: Math.min(s.frameCount, s.loaded + 1) };
    case 'dragStart':
      return { ...s, dragging: true, carry: 0, autoRotating: false };
    case 'dragMove': {
      if (!s.dragging) return s;
      const carry = s.carry + action.dx;
      const steps = Math.trunc(carry / DRAG_PX_PER_FRAME);
      return { ...s, carry: carry - steps * DRAG_PX_PER_FRAME, frame: wrap(s.frame + steps, s.frameCount), hasDragged: s.hasDragged || steps !== 0 };
    }
    case 'dragEnd':
      return { ...s, dragging: false, carry: 0 };
    case 'step':
      return { ...s, frame: wrap(s.frame + action.by, s.frameCount), autoRotating: false };
    case 'tick': {
      if (!s.autoRotating || isLoading(s) || s.view !== 'spinner') return s;
      const autoSteps = s.autoSteps + 1;
      return { ...s, frame: wrap(s.frame + 1, s.frameCount), autoSteps, autoRotating: autoSteps < s.frameCount };
    }
    case 'setView':
      if (action.view === s.view) return s;
      return { ...s, view: action.view, galleryIndex: s.view === 'gallery' ? 0 : s.galleryIndex };
    case 'showImage':
      return { ...s, galleryIndex: wrap(action.index, s.galleryCount) };
    case 'toggleFullscreen':
      return { ...s, fullscreen: !s.fullscreen };
  }
}

export interface PlacedHotspot {
  id: string;
  description: string;
  x: number;
  y: number;
}

/** Hotspots with a position in `frame`, placed there; hotspots hidden at that angle are left out. */
export function hotspotsAt(
  hotspots: ReadonlyArray<{ id: string; description: string; positions: ReadonlyArray<{ frame: number; x: number; y: number }> }>,
  frame: number,
): PlacedHotspot[] {
  return hotspots.flatMap((h) => {
    const at = h.positions.find((p) => p.frame === frame);
    return at ? [{ id: h.id, description: h.description, x: at.x, y: at.y }] : [];
  });
}
