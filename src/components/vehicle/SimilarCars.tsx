import { useEffect, useState } from 'react';
import { imageUrl } from '../../lib/images/image-url.ts';
import { cardSourceOf } from '../../lib/listing/card-source.ts';
import { cardView, type CardOptions, type CardView } from '../../lib/listing/card-view.ts';
import { STRINGS } from '../../lib/strings.ts';
import { VEHICLE_COPY } from '../../lib/vehicle/vehicle-words.ts';
import { loadCurrentStockFile } from '../../lib/listing/stock-data.ts';
import { pickSimilarCars, SIMILAR_CARS_SHOWN } from '../../lib/vehicle/similar-cars.ts';
import { reactIsland } from '../react-island.ts';
import type { StockDocument } from '../../lib/search/stock-document.ts';
import type { MeiliSimilarOptions } from '../../lib/vehicle/similar-cars-meili.ts';
import PhotoComingSoon from '../car/PhotoComingSoon.tsx';
import CarTagView from '../car/CarTagView.tsx';

interface SimilarCarsProps {
  car: { id: string; price: number | null; make: string; model: string };
  cardOptions: CardOptions;
  /** Hits each similar-cars query looks through (vehicle_page.similar_cars_limit). */
  searchLimit: number;
  /** The dealer's Meilisearch (`search.meilisearch`), asked with the spec's multi-query; null reads the stock file. */
  meili?: MeiliSimilarSource | null;
}

type MeiliSimilarSource = Omit<MeiliSimilarOptions, 'limit' | 'now'>;

/** The candidate cars: from the dealer's Meilisearch (its client loaded only then), else the stock file picked in the browser. */
async function similarDocs(car: SimilarCarsProps['car'], searchLimit: number, meili: MeiliSimilarSource | null): Promise<StockDocument[]> {
  if (meili) {
    const { meiliSimilarCars } = await import('../../lib/vehicle/similar-cars-meili.ts');
    return meiliSimilarCars(car, { ...meili, limit: searchLimit });
  }
  return pickSimilarCars(car, await loadCurrentStockFile(), searchLimit);
}

type Similar = { view: CardView; price: number | null; status: string };
type State = { kind: 'loading' } | { kind: 'done'; cards: Similar[] };

/** Up to six in-stock cars in the price window (rule: vehicle.similar-cars), from Meilisearch or the dealer's stock file. */
function SimilarCars({ car, cardOptions, searchLimit, meili = null }: SimilarCarsProps) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    similarDocs(car, searchLimit, meili)
      .then((docs) => {
        const now = new Date();
        const cards = docs.map((doc) => ({
          view: cardView(cardSourceOf(doc), cardOptions, now),
          price: typeof doc['price'] === 'number' ? doc['price'] : null,
          status: String(doc['status'] ?? ''),
        }));
        if (live) setState({ kind: 'done', cards });
      })
      .catch((error: unknown) => {
        console.error('similar cars failed', error);
        if (live) setState({ kind: 'done', cards: [] });
      });
    return () => {
      live = false;
    };
  }, [car, cardOptions, searchLimit, meili]);

  if (state.kind === 'done' && state.cards.length === 0) return null;
  return (
    <section className="section similar" aria-busy={state.kind === 'loading'} data-testid="similar-cars">
      <h2>{VEHICLE_COPY.similarVehicles}</h2>
      <div className="similar-track">
        {state.kind === 'loading'
          ? Array.from({ length: SIMILAR_CARS_SHOWN }, (_, i) => (
              <div className="card skeleton similar-placeholder" key={i} data-testid="similar-placeholder" />
            ))
          : state.cards.map(({ view: c, price, status }) => (
              <article className="card" key={c.id} data-car-id={c.id} data-price={price ?? undefined} data-status={status}>
                <a className="media" href={c.href} tabIndex={-1} aria-hidden="true">
                  {c.image ? (
                    <img src={imageUrl(c.image, { width: 400, ...c.imageHost })} width={400} height={300} alt="" loading="lazy" decoding="async" />
                  ) : c.placeholder ? (
                    <PhotoComingSoon style={c.placeholder.style} silhouette={c.placeholder.silhouette} />
                  ) : null}
                  <CarTagView tag={c.tag} />
                </a>
                <div className="body">
                  <h3>
                    <a href={c.href}>{c.title}</a>
                  </h3>
                  <div className="price" data-testid="similar-price">
                    {c.price.was && <s>{c.price.was}</s>}
                    {c.price.text}
                    {c.price.type && <small>{c.price.type}</small>}
                  </div>
                  <ul className="specs">
                    {c.specs.map((s) => (
                      <li key={s}>{s}</li>
                    ))}
                  </ul>
                  <div className="actions">
                    <a className="btn" href={c.href}>
                      {STRINGS.exploreVehicle}
                    </a>
                  </div>
                </div>
              </article>
            ))}
      </div>
    </section>
  );
}

export default reactIsland(SimilarCars);
