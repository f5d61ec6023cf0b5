import { useStore } from '@nanostores/react';
import { cardSourceOf } from '../../lib/listing/card-source.ts';
import { cardView, type CardOptions } from '../../lib/listing/card-view.ts';
import { facetValueLabel } from '../../lib/listing/facet-panels.ts';
import type { ListingDocument } from '../../lib/listing/stock-data.ts';
import { imageUrl } from '../../lib/images/image-url.ts';
import { silhouetteFor } from '../../lib/images/photo-placeholder.ts';
import { $compare, clearCompare, COMPARE_LIMIT, removeCompare } from '../../stores/compare.ts';
import PhotoComingSoon from '../car/PhotoComingSoon.tsx';
import { useMounted } from '../car/use-mounted.ts';
import { useStockDocs } from './use-stock-docs.ts';

export type CompareTableProps = { card: CardOptions };

const km = new Intl.NumberFormat('en-AU');
const ROWS: ReadonlyArray<[string, (doc: ListingDocument) => string | null]> = [
  ['Condition', (d) => facetValueLabel('car_type', d.car_type)],
  ['Year', (d) => (d.year === null ? null : String(d.year))],
  ['Odometer', (d) => (d.km === null ? null : `${km.format(d.km)} km`)],
  ['Transmission', (d) => d.transmission ?? null],
  ['Fuel', (d) => d.fuel ?? null],
  ['Body', (d) => d.body ?? null],
  ['Drive', (d) => d.drive ?? null],
  ['Seats', (d) => (d.seats === null ? null : String(d.seats))],
  ['Colour', (d) => d.colour ?? null],
  ['Location', (d) => d.location_name ?? null],
];

/** Up to three picked cars side by side; rows with no value for any car are left out. */
export default function CompareTable({ card }: CompareTableProps) {
  const mounted = useMounted();
  const picked = useStore($compare);
  const { docs, failed } = useStockDocs(mounted && picked.length > 0, true);
  if (!mounted) return <p>Loading your comparison…</p>;
  if (picked.length === 0) {
    return (
      <p data-testid="compare-empty">
        Pick up to {COMPARE_LIMIT} cars with the <strong>Compare</strong> button on their cards to see them side by side.{' '}
        <a href="/search/">Browse our stock</a>
      </p>
    );
  }
  if (!docs) return <p>{failed ? 'The cars could not be loaded. Please try again.' : 'Loading your comparison…'}</p>;
  const now = new Date();
  const cars = picked.map((p) => ({ picked: p, doc: docs.get(p.id) ?? null }));
  const rows = ROWS.filter(([, read]) => cars.some(({ doc }) => doc && read(doc)));
  return (
    <div className="compare">
      <table className="compare-table" data-testid="compare-table">
        <thead>
          <tr>
            <td />
            {cars.map(({ picked: p, doc }) => {
              const view = doc ? cardView(cardSourceOf(doc), card, now) : null;
              return (
                <th key={p.id} scope="col" data-car-id={p.id}>
                  {p.primary_image_url ? (
                    <img src={imageUrl(p.primary_image_url, { width: 400, ...card.imageHost })} alt="" width={400} height={300} />
                  ) : (
                    <PhotoComingSoon style={card.noPhoto} silhouette={silhouetteFor(doc ?? {})} />
                  )}
                  {view ? <a href={view.href}>{view.title}</a> : <span>{p.name}</span>}
                  <span className="compare-price">{view ? view.price.text : 'No longer available'}</span>
                  <button type="button" className="link-button" onClick={() => removeCompare(p.id)}>
                    Remove
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, read]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {cars.map(({ picked: p, doc }) => (
                <td key={p.id}>{doc ? (read(doc) ?? '–') : '–'}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" className="btn secondary" onClick={clearCompare}>
        Clear comparison
      </button>
    </div>
  );
}
