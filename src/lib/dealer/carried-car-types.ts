import { CAR_TYPES, type CarType } from '../inventory/vocabulary.ts';
import type { DealerConfig } from './dealer-config.ts';

/** The car types a dealer's site can list, in vocabulary order: its stock filter's used_only and car_types. */
export function carriedCarTypes(stock: Pick<DealerConfig['stock'], 'used_only' | 'car_types'>): CarType[] {
  return CAR_TYPES.filter((type) => (!stock.used_only || type === 'used') && (stock.car_types.length === 0 || stock.car_types.includes(type)));
}
