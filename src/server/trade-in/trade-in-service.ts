import type { LeadService } from '../leads/lead-service.ts';
import type { ServerConfig } from '../server-config.ts';
import { folderImageStore } from './images/folder-image-store.ts';
import { imagesDir } from './images/image-location.ts';
import type { ImageStore } from './images/image-store.ts';
import { s3ImageStore, s3SettingsFromEnv } from './images/s3-image-store.ts';
import { embeddedLookup } from './lookup/embedded-lookup.ts';
import { remoteLookup, remoteLookupSettingsFromEnv } from './lookup/remote-lookup.ts';
import type { VehicleLookup } from './lookup/vehicle-lookup.ts';
import { valuationStore, type ValuationStore } from './valuation-store.ts';

type Env = Readonly<Record<string, string | undefined>>;

/** The instant offer's server parts: valuations in the lead store's database, the vehicle lookup, the image store. */
export type TradeInService = {
  valuations(): ValuationStore;
  readonly lookup: VehicleLookup;
  readonly images: ImageStore;
};

export { imagesDir };

/**
 * The remote lookup with TRADE_IN_LOOKUP_URL and _KEY, else the table derived from the stock feed;
 * an S3-compatible bucket with the TRADE_IN_S3_* variables, else the data folder.
 */
export function createTradeInService(leads: Pick<LeadService, 'database'>, config: ServerConfig, env: Env = process.env): TradeInService {
  const remote = remoteLookupSettingsFromEnv(env);
  const s3 = s3SettingsFromEnv(env);
  let valuations: ValuationStore | null = null;
  return {
    valuations: () => (valuations ??= valuationStore(leads.database())),
    lookup: remote ? remoteLookup(remote) : embeddedLookup(config.stockFeed),
    images: s3 ? s3ImageStore(s3) : folderImageStore(imagesDir(config)),
  };
}
