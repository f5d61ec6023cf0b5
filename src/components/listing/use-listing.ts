import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect, useState } from 'react';
import type { ListingInitial, ListingSettings } from '../../lib/listing/listing-settings.ts';
import {
  $listingOriginMissing,
  $listingResult,
  $listingRoute,
  $listingState,
  $listingStatus,
  initListing,
  listenToListingUrl,
  takeListingChange,
} from '../../stores/listing.ts';

/** Performance marks the search benchmark reads besides the store's: the results in the DOM. */
const MARK_RENDERED = 'listing:rendered';
const MEASURE = 'listing:filter-to-render';
/** From the change to the frame after the results were painted. */
const MEASURE_PAINT = 'listing:filter-to-paint';

/**
 * The listing store (src/stores/listing.ts) started with the page's first render and read for
 * rendering; it follows the URL while mounted. Each change is measured to the render that shows
 * its results, and to the frame after.
 */
export function useListing(settings: ListingSettings, initial: ListingInitial) {
  useState(() => initListing(settings, initial));
  const state = useStore($listingState);
  const result = useStore($listingResult);
  const status = useStore($listingStatus);
  const originMissing = useStore($listingOriginMissing);
  const route = useStore($listingRoute);

  useEffect(() => listenToListingUrl(), []);

  useLayoutEffect(() => {
    if (status !== 'idle') return;
    const start = takeListingChange();
    if (start === null) return;
    performance.measure(MEASURE, { start, end: performance.mark(MARK_RENDERED).startTime });
    requestAnimationFrame(() => setTimeout(() => performance.measure(MEASURE_PAINT, { start, end: performance.now() }), 0));
  }, [result, status]);

  return { state, result, status, originMissing, route };
}
