import { memo, useCallback, useEffect, useId, useRef, useState } from 'react';
import { cardSourceOf } from '../../lib/listing/card-source.ts';
import { cardView, type CardOptions } from '../../lib/listing/card-view.ts';
import { visibleResultCount } from '../../lib/listing/counts.ts';
import { makeList, modelOptions } from '../../lib/listing/facet-order.ts';
import { facetValueLabel, panelValues, type FacetPanel } from '../../lib/listing/facet-panels.ts';
import { listingGrid } from '../../lib/listing/listing-grid.ts';
import { listingUrlFor } from '../../lib/listing/listing-routes.ts';
import { offersDistanceSort, type ListingInitial, type ListingSettings } from '../../lib/listing/listing-settings.ts';
import { setListingPage } from '../../lib/listing/url-state.ts';
import type { StockDocument } from '../../lib/search/stock-document.ts';
import { STRINGS } from '../../lib/strings.ts';
import { LISTING_COPY } from '../../lib/listing/copy.ts';
import { countOf } from '../../lib/listing/vehicle-words.ts';
import {
  clearListing,
  goToListingPage,
  searchListingText,
  selectListingCarType,
  setListingPostcode,
  setListingRange,
  setListingIncludeUnpriced,
  setListingSort,
  toggleListingRefinement,
} from '../../stores/listing.ts';
import CarCardView from '../car/CarCardView.tsx';
import CarTypeToggle from './CarTypeToggle.tsx';
import CompareBar from './CompareBar.tsx';
import EmptyResults from './EmptyResults.tsx';
import FacetList, { type FacetOption } from './FacetList.tsx';
import FiltersDrawer from './FiltersDrawer.tsx';
import Pagination from './Pagination.tsx';
import PromoCardView from './PromoCardView.tsx';
import RangeFacet from './RangeFacet.tsx';
import RecentSearches from './RecentSearches.tsx';
import SearchBox from './SearchBox.tsx';
import SortSelect from './SortSelect.tsx';
import { useListing } from './use-listing.ts';
import { reactIsland } from '../react-island.ts';
import SaveSearchButton from '../accounts/SaveSearchButton.tsx';
import type { AlertChannel } from '../../lib/dealer/config-shopper-alerts.ts';

type ListingProps = {
  settings: ListingSettings;
  initial: ListingInitial;
  /** Offer "Save this search" by these channels: the dealer has shopper alerts (docs/alerts.md); false: not offered. */
  saveSearch?: readonly AlertChannel[] | false;
};

type CardProps = { doc: StockDocument; card: CardOptions; now: number; eager: boolean };

/** One result card; documents never change, so a card that stays in the results is not rendered again. */
const ResultCard = memo(function ResultCard({ doc, card, now, eager }: CardProps) {
  return <CarCardView view={cardView(cardSourceOf(doc), card, new Date(now))} eager={eager} />;
});

/**
 * The stock listing island: search box, facet panels, sliders, car-type toggle, sort, results
 * with promo cards, pagination and the compare bar. The build renders it with the route's first
 * page; in the browser it searches the dealer's engine as filters change.
 */
function Listing({ settings, initial, saveSearch = false }: ListingProps) {
  const { state, result, status, originMissing, route } = useListing(settings, initial);
  const [now, setNow] = useState(settings.builtAt);
  const [ready, setReady] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const closeFilters = useCallback(() => setFiltersOpen(false), []);
  const opener = useRef<HTMLButtonElement>(null);
  const filtersId = useId();
  useEffect(() => {
    setNow(Date.now());
    setReady(true);
  }, []);

  const refinements = state.refinements ?? {};
  const distribution = result.facetDistribution as Partial<Record<string, Record<string, number>>>;
  const stats = result.facetStats as Partial<Record<string, { min: number; max: number }>>;
  const options = (attribute: string, values: ReturnType<typeof panelValues>): FacetOption[] =>
    values.map((v) => ({ ...v, label: facetValueLabel(attribute, v.value), checked: (refinements[attribute] ?? []).includes(v.value) }));

  const panel = (p: FacetPanel) => {
    switch (p.kind) {
      case 'toggle':
        return null;
      case 'range':
        return (
          <RangeFacet
            key={p.attribute}
            attribute={p.attribute}
            title={p.title}
            stats={stats[p.attribute]}
            value={state.ranges?.[p.attribute]}
            onChange={(range) => setListingRange(p.attribute, range)}
            unpriced={
              p.attribute === 'price'
                ? { included: state.includeUnpriced === true, onChange: setListingIncludeUnpriced, label: STRINGS.includeUnpriced(settings.vehicleNoun) }
                : undefined
            }
          />
        );
      case 'make': {
        const list = makeList(distribution['make'], { visibleCount: p.visible, selected: refinements['make'] ?? [] });
        const selected = refinements['make'] ?? [];
        const all = [...list.shown, ...list.hidden].map((v) => ({ ...v, checked: selected.includes(v.value) }));
        for (const value of selected)
          if (!all.some((o) => o.value === value)) all.push({ value, count: 0, label: facetValueLabel('make', value), checked: true });
        return (
          <FacetList
            key={p.attribute}
            attribute="make"
            title={p.title}
            options={all}
            visible={list.shown.length}
            showMoreLabel={STRINGS.showAllMakes}
            onToggle={toggleListingRefinement}
          />
        );
      }
      case 'model': {
        const makes = refinements['make']?.length ? refinements['make'] : Object.keys(distribution['make'] ?? {});
        const chosen = refinements['make_model'] ?? [];
        const byModel = refinements['model'] ?? [];
        const models: FacetOption[] = modelOptions(distribution['make_model'], makes, p.limit).map((m) => {
          const value = `${m.make} ${m.model}`;
          return {
            value,
            count: m.count,
            label: refinements['make']?.length === 1 ? m.model : value,
            checked: chosen.includes(value) || byModel.includes(m.model),
          };
        });
        for (const value of chosen) if (!models.some((m) => m.value === value)) models.push({ value, count: 0, label: value, checked: true });
        return <FacetList key={p.attribute} attribute="make_model" title={p.title} options={models} onToggle={toggleListingRefinement} />;
      }
      case 'list': {
        const values = panelValues(p.attribute, distribution[p.attribute], refinements[p.attribute]);
        return (
          <FacetList
            key={p.attribute}
            attribute={p.attribute}
            title={p.title}
            options={options(p.attribute, p.limit === null ? values : values.slice(0, p.limit))}
            onToggle={toggleListingRefinement}
          />
        );
      }
    }
  };

  const date = new Date(now);
  const hits = result.hits.map((doc) => ({ doc, status: typeof doc['status'] === 'string' ? doc['status'] : '' }));
  const page = state.page ?? 1;
  const grid = listingGrid(hits, {
    collapseSold: settings.collapseSold,
    promos: settings.promos.items,
    positions: settings.promos.positions,
    shuffle: settings.promos.shuffle,
    seed: settings.seed,
    now: date,
    page,
    carTypes: refinements['car_type'] ?? [],
  });
  const count = visibleResultCount(result.totalHits, { stockCount: settings.stockCount, facetCounts: distribution['car_type'] ?? null });
  const toggle = settings.panels.some((p) => p.kind === 'toggle');
  const urlOptions = { indexName: settings.indexName };

  return (
    <div className="listing" data-engine={settings.engine.kind} data-status={status} data-ready={ready ? '' : undefined}>
      <h1>{route.heading}</h1>
      <div className="listing-layout">
        <aside className="filters" aria-label="Filters">
          <SearchBox value={state.query ?? ''} onSearch={searchListingText} />
          <button
            ref={opener}
            type="button"
            className="btn secondary filters-toggle"
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            onClick={() => setFiltersOpen(true)}
          >
            {LISTING_COPY.showFilters}
          </button>
          <FiltersDrawer
            id={filtersId}
            open={filtersOpen}
            count={count}
            noun={settings.vehicleNoun}
            onClose={closeFilters}
            onClear={clearListing}
            opener={opener}
          >
            {settings.panels.map(panel)}
            <RecentSearches />
          </FiltersDrawer>
        </aside>
        <section className="results-area" aria-busy={status === 'loading'}>
          <h2 className="visually-hidden">{STRINGS.searchResults}</h2>
          {toggle ? (
            <CarTypeToggle
              settings={settings.carTypeToggle}
              selected={refinements['car_type']}
              counts={distribution['car_type']}
              onSelect={selectListingCarType}
            />
          ) : null}
          <div className="toolbar">
            <p className="result-count" data-testid="result-count" aria-live="polite">
              {countOf(count, settings.vehicleNoun)}
            </p>
            <SortSelect
              sort={state.sort ?? 'relevance'}
              postcode={state.postcode ?? ''}
              offerDistance={offersDistanceSort(settings)}
              unknownPostcode={originMissing}
              onSort={setListingSort}
              onPostcode={setListingPostcode}
            />
            {saveSearch && <SaveSearchButton indexName={settings.indexName} channels={saveSearch} />}
          </div>
          {status === 'error' ? (
            <p className="search-error" role="alert">
              The results could not be updated. Please try again.
            </p>
          ) : null}
          {result.totalHits === 0 && status !== 'loading' ? (
            <EmptyResults onClear={clearListing} />
          ) : (
            <div className="grid results" data-testid="results">
              {grid.map((item, i) =>
                item.type === 'car' ? (
                  // Keyed by position: a new result reuses the card's elements instead of creating them.
                  <ResultCard key={`car-${i}`} doc={item.car.doc} card={settings.card} now={now} eager={i < 3} />
                ) : (
                  <PromoCardView key={`promo-${i}`} promo={item.promo} />
                ),
              )}
            </div>
          )}
          <Pagination
            page={page}
            totalPages={result.totalPages}
            hrefFor={(p) => listingUrlFor(setListingPage(state, p), route, urlOptions)}
            onPage={goToListingPage}
          />
        </section>
      </div>
      <CompareBar />
    </div>
  );
}

export default reactIsland(Listing);
