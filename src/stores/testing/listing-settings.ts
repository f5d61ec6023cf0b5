import { DEALER_DEFAULTS } from '../../lib/dealer/dealer-config.ts';
import { tagOptionsFor } from '../../lib/inventory/car-tags.ts';
import { priceOptionsFor } from '../../lib/inventory/price-display.ts';
import { facetPanels, requestedFacets } from '../../lib/listing/facet-panels.ts';
import type { ListingSettings } from '../../lib/listing/listing-settings.ts';
import { decodeStockFile, mergeStockExtra } from '../../lib/listing/stock-data-decode.ts';
import { encodeStockFile } from '../../lib/listing/stock-data-encode.ts';
import { sampleCars } from '../../lib/listing/fixtures/sample-cars.ts';

const stockFile = encodeStockFile(sampleCars(60));

/** 60 sample cars as the listing's stock file holds them. */
export const listingDocs = decodeStockFile(stockFile.core);

/** The stock file as the browser loads it: the main file, or with the extra file's fields too. */
export const loadListingDocs = async (full: boolean) => (full ? mergeStockExtra(listingDocs, stockFile.extra) : listingDocs);

const panels = facetPanels({ facets: ['car_type', 'make', 'model', 'price', 'colour'], popularMakeCount: 3, modelLimit: 30 });

/** A dealer's listing settings for tests: the static engine, 21 cars a page, one promo at position 2. */
export const listingSettings: ListingSettings = {
  dealerName: 'Test Motors',
  indexName: 'cars',
  hitsPerPage: 21,
  panels,
  facets: requestedFacets(panels),
  carTypeToggle: { hideAll: false, hideNew: false, hideDemo: false, newDemoOption: true, carried: ['new', 'demo', 'used'] },
  vehicleNoun: 'cars',
  stockCount: null,
  card: {
    tag: tagOptionsFor(DEALER_DEFAULTS),
    price: priceOptionsFor(DEALER_DEFAULTS),
    hidePrices: false,
    favourites: { enabled: true, restricted: false },
    reserve: { amount: 200, mode: 'payment_processors', checkoutPath: 'checkout' },
    imageHost: { quality: 75, template: null },
    noPhoto: 'logo',
  },
  promos: {
    items: [
      {
        start: '2020-01-01',
        expiry: '2999-12-31',
        position: null,
        display: [],
        strictDisplay: false,
        node: { image: '/p.svg', alt: 'Promo', link: '/offers', background: null, title: 'Big Sale' },
      },
    ],
    positions: [2],
    shuffle: false,
  },
  collapseSold: false,
  engine: { kind: 'static' },
  extraFacets: [],
  locations: [],
  builtAt: Date.UTC(2026, 9, 1),
  seed: 1,
};
