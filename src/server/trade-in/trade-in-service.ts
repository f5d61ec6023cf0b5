import type { ServerContext } from '../context/server-context.ts';
import { imagesDir } from './images/image-location.ts';
import type { ImageStore } from './images/image-store.ts';
import type { VehicleLookup } from './lookup/vehicle-lookup.ts';
import { valuationStore, type ValuationStore } from './valuation-store.ts';

/** The instant offer's server parts: valuations in the context's database, its vehicle lookup and image store. */
export type TradeInService = {
  valuations(): ValuationStore;
  readonly lookup: VehicleLookup;
  readonly images: ImageStore;
};

export { imagesDir };

export function createTradeInService(context: Pick<ServerContext, 'store' | 'providers'>): TradeInService {
  let valuations: ValuationStore | null = null;
  return {
    valuations: () => (valuations ??= valuationStore(context.store.database())),
    lookup: context.providers.vehicleLookup(),
    images: context.providers.images(),
  };
}
