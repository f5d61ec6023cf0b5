import type { VehiclePageConfig } from '../dealer/config-vehicle-page.ts';
import { STRINGS } from '../strings.ts';

export type VehicleTabKey = 'dealer_comments' | 'whats_included' | 'why_buy_from_us' | 'reserve_online' | 'protect_your_car' | 'features';

const TAB_LABELS: Readonly<Record<VehicleTabKey, string>> = {
  dealer_comments: STRINGS.tabDealerComments,
  whats_included: STRINGS.tabWhatsIncluded,
  why_buy_from_us: STRINGS.tabWhyBuyFromUs,
  reserve_online: STRINGS.tabReserveOnline,
  protect_your_car: STRINGS.tabProtectYourCar,
  features: STRINGS.tabFeatures,
};

export interface TabContext {
  /** The car has standardEquipment. */
  hasFeatures: boolean;
  /** The dealer's 'Why Buy From Us?' card is on. */
  whyBuyFromUs: boolean;
  /** The car can be reserved online. */
  reservable: boolean;
}

/**
 * The tabs the dealer turns on, in its order, each only when it has something to show: Features
 * needs standardEquipment, Why Buy From Us? the dealer's card, Reserve Online a reservable car.
 * Empty when the dealer does not use tabs.
 */
export function vehicleTabs(tabs: VehiclePageConfig['tabs'], context: TabContext): { key: VehicleTabKey; label: string }[] {
  if (tabs === false) return [];
  return tabs.sections
    .filter((key) => {
      if (key === 'features') return context.hasFeatures;
      if (key === 'why_buy_from_us') return context.whyBuyFromUs;
      if (key === 'reserve_online') return context.reservable;
      return true;
    })
    .map((key) => ({ key, label: TAB_LABELS[key] }));
}
