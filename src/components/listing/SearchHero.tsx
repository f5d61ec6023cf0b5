import { useEffect, useId, useRef, useState } from 'react';
import { clickCarTypeToggle, type CarTypeToggleSettings } from '../../lib/listing/car-type-toggle.ts';
import { showMeCount } from '../../lib/listing/counts.ts';
import type { MakeListItem } from '../../lib/listing/facet-order.ts';
import { CAR_TYPE_ROUTES, listingUrlFor } from '../../lib/listing/listing-routes.ts';
import { listingQuery } from '../../lib/listing/listing-search.ts';
import { formatAud } from '../../lib/inventory/price-display.ts';
import { heroListingState } from '../../lib/listing/hero-search.ts';
import { clampHandles, HERO_PRICE_SLIDER, type SliderRange } from '../../lib/listing/slider.ts';
import { loadCurrentStockFile } from '../../lib/listing/stock-data.ts';
import type { ListingState } from '../../lib/listing/url-state.ts';
import type { VehicleNoun } from '../../lib/listing/vehicle-words.ts';
import { searchDocuments } from '../../lib/search/search-documents.ts';
import { STRINGS } from '../../lib/strings.ts';
import CarTypeToggle from './CarTypeToggle.tsx';
import { useMounted } from '../car/use-mounted.ts';

export type SearchHeroProps = {
  toggle: Partial<CarTypeToggleSettings>;
  /** The dropdown's popular makes (the 20 most frequent by default). */
  makes: MakeListItem[];
  /** car_type counts of the whole stock: N before the shopper changes anything. */
  carTypeCounts: Record<string, number>;
  indexName: string;
  /** What the site calls its stock: 'Show Me N caravans' (search.vehicle_noun). */
  noun: VehicleNoun;
};

const { range, step } = HERO_PRICE_SLIDER;

/** The home page search block: car type, make, a price range of 5,000 to 250,000 and 'Show Me N cars'. */
export default function SearchHero({ toggle, makes, carTypeCounts, indexName, noun }: SearchHeroProps) {
  const id = useId();
  const [carTypes, setCarTypes] = useState<string[]>([]);
  const [make, setMake] = useState('');
  const [price, setPrice] = useState<SliderRange>({ ...range });
  const [counts, setCounts] = useState(carTypeCounts);
  const asked = useRef(0);
  const mounted = useMounted();

  const state: ListingState = heroListingState({ carTypes, make, price });

  useEffect(() => {
    if (!make && price.min === range.min && price.max === range.max) {
      setCounts(carTypeCounts);
      return;
    }
    const ask = ++asked.current;
    const timer = setTimeout(() => {
      const query = listingQuery({ ...state, refinements: make ? { make: [make] } : {} }, { hitsPerPage: 0, facets: ['car_type'] });
      loadCurrentStockFile()
        .then((docs) => {
          if (ask === asked.current) setCounts(searchDocuments(docs, query).facetDistribution.car_type ?? {});
        })
        .catch((error: unknown) => console.error(error));
    }, 150);
    return () => clearTimeout(timer);
  }, [make, price.min, price.max]);

  const n = showMeCount(counts, carTypes);
  const showMeHref = listingUrlFor(state, CAR_TYPE_ROUTES[0]!, { indexName });
  const move = (moved: 'min' | 'max', value: number) =>
    setPrice((current) => clampHandles({ ...current, [moved]: value }, range, { moved, rounding: step, minGap: 1 }));

  return (
    // 'Show Me N cars' submits the form (a search form has a submit control: WCAG 2 H32): it goes to
    // the listing filtered as chosen; before hydration the form's own action opens the whole listing.
    <form
      className="search-hero"
      action="/search/"
      onSubmit={(e) => {
        e.preventDefault();
        window.location.assign(showMeHref);
      }}
      data-ready={mounted ? '' : undefined}
    >
      <CarTypeToggle settings={toggle} selected={carTypes} onSelect={(option) => setCarTypes(clickCarTypeToggle(carTypes, option))} />
      <div className="hero-fields">
        <div className="hero-make">
          <label htmlFor={`${id}-make`}>Make</label>
          <select id={`${id}-make`} value={make} onChange={(e) => setMake(e.currentTarget.value)}>
            <option value="">All makes</option>
            {makes.map((m) => (
              <option key={m.value} value={m.value}>
                {m.label}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="hero-price">
          <legend>
            Price <output>{`${formatAud(price.min)} – ${formatAud(price.max)}`}</output>
          </legend>
          <label className="visually-hidden" htmlFor={`${id}-min`}>
            Price from
          </label>
          <input
            id={`${id}-min`}
            type="range"
            min={range.min}
            max={range.max}
            step={step}
            value={price.min}
            onChange={(e) => move('min', Number(e.currentTarget.value))}
          />
          <label className="visually-hidden" htmlFor={`${id}-max`}>
            Price to
          </label>
          <input
            id={`${id}-max`}
            type="range"
            min={range.min}
            max={range.max}
            step={step}
            value={price.max}
            onChange={(e) => move('max', Number(e.currentTarget.value))}
          />
        </fieldset>
      </div>
      <button type="submit" className="btn accent show-me" data-testid="show-me">
        {STRINGS.showMeCars(n.toLocaleString('en-AU'), noun)}
      </button>
    </form>
  );
}
