import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import SpinViewer from './SpinViewer.tsx';
import { SpinProvider, useSpinner } from './spin-context.tsx';

function Frame() {
  const { state } = useSpinner();
  return (
    <span>
      frame {state.frame} of {state.frameCount}
    </span>
  );
}

describe('spinner context', () => {
  it('throws when used outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderToString(<Frame />)).toThrow('useSpinner must be used inside <SpinProvider>');
  });

  it('gives the state inside its provider', () => {
    const html = renderToString(
      <SpinProvider options={{ frameCount: 36, galleryCount: 2, startView: 'spinner', autoRotate: true }}>
        <Frame />
      </SpinProvider>,
    );
    expect(html).toContain('frame <!-- -->0<!-- --> of <!-- -->36');
  });

  it('renders the loading state first, in the configured start view', () => {
    const props = {
      title: 'Car',
      frames: ['/a.svg', '/b.svg'],
      interior: '/i.svg',
      photos: ['/p.svg'],
      hotspots: { exterior: [], interior: [] },
      autoRotateMs: 100,
    };
    const spinner = renderToString(<SpinViewer {...props} startView="spinner" />);
    expect(spinner).toContain('data-testid="spin-loading"');
    expect(spinner).toContain('data-view="spinner"');
    const gallery = renderToString(<SpinViewer {...props} startView="gallery" />);
    expect(gallery).toContain('data-view="gallery"');
    expect(gallery).toContain('data-testid="spin-gallery"');
  });
});
