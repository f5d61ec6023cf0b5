import { useEffect, useState } from 'react';
import { formatAud } from '../../lib/inventory/price-display.ts';
import { VEHICLE_COPY } from '../../lib/vehicle/vehicle-words.ts';
import { GAUGE_ANIMATION_MS, gaugeView, readComparison, type GaugeView } from '../../lib/vehicle/gauge.ts';
import { reactIsland } from '../react-island.ts';

type State = { kind: 'loading' } | { kind: 'hidden' } | { kind: 'shown'; view: GaugeView };

/** Half-circle arc length of the gauge (radius 80). */
const ARC = Math.PI * 80;

/** The market price comparison from `{car path}/autogauge`: a skeleton while loading, hidden on failure or no data. */
function PriceComparison({ url }: { url: string }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    let live = true;
    fetch(url, { headers: { accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`price comparison answered ${response.status}`);
        const view = gaugeView(readComparison(await response.json()));
        if (live) setState(view ? { kind: 'shown', view } : { kind: 'hidden' });
      })
      .catch((error: unknown) => {
        console.error('price comparison failed', error);
        if (live) setState({ kind: 'hidden' });
      });
    return () => {
      live = false;
    };
  }, [url]);

  useEffect(() => {
    if (state.kind !== 'shown') return;
    const frame = requestAnimationFrame(() => setDrawn(true));
    return () => cancelAnimationFrame(frame);
  }, [state.kind]);

  if (state.kind === 'hidden') return null;
  if (state.kind === 'loading') {
    return (
      <section className="section gauge gauge--loading" aria-busy="true" data-testid="price-comparison-loading">
        <h2>{VEHICLE_COPY.priceComparison}</h2>
        <div className="skeleton gauge-skeleton" />
      </section>
    );
  }
  const { view } = state;
  const fill = drawn ? view.fill : 0;
  return (
    <section className={`section gauge gauge--${view.band}`} data-testid="price-comparison" data-band={view.band} data-fill={view.fill}>
      <h2>{VEHICLE_COPY.priceComparison}</h2>
      <div className="gauge-body">
        <svg viewBox="0 0 200 110" width="200" height="110" role="img" aria-label={view.label}>
          <path d="M20 100 A80 80 0 0 1 180 100" className="gauge-track" />
          <path
            d="M20 100 A80 80 0 0 1 180 100"
            className="gauge-fill"
            strokeDasharray={ARC}
            strokeDashoffset={ARC * (1 - fill)}
            style={{ transition: `stroke-dashoffset ${GAUGE_ANIMATION_MS}ms ease-out` }}
          />
        </svg>
        <div>
          <p className="gauge-label" data-testid="gauge-label">
            {view.label}
          </p>
          <p>
            {VEHICLE_COPY.listingPrice}: <strong>{formatAud(view.listingPrice)}</strong>
          </p>
          <p>
            {VEHICLE_COPY.marketRange}: {formatAud(view.min)} – {formatAud(view.max)}
          </p>
          <p className="muted">{view.basedOn === null ? VEHICLE_COPY.basedOnMarketData : VEHICLE_COPY.basedOnSimilar(view.basedOn)}</p>
        </div>
      </div>
    </section>
  );
}

export default reactIsland(PriceComparison);
