import { describe, expect, it } from 'vitest';
import { vehicleTabs } from './tabs.ts';

const all = { sections: ['dealer_comments', 'whats_included', 'why_buy_from_us', 'reserve_online', 'protect_your_car', 'features'] as const };
const everything = { hasFeatures: true, whyBuyFromUs: true, reservable: true };

describe('vehicle tabs', () => {
  it('lists the spec labels in the dealer order', () => {
    expect(vehicleTabs({ sections: [...all.sections] }, everything).map((t) => t.label)).toEqual([
      'Dealer Comments',
      "What's Included",
      'Why Buy From Us?',
      'Reserve Online',
      'Protect Your Car',
      'Features',
    ]);
    expect(vehicleTabs({ sections: ['features', 'dealer_comments'] }, everything).map((t) => t.key)).toEqual(['features', 'dealer_comments']);
  });

  it('shows Features only when the car has standardEquipment, and the others only with content', () => {
    const keys = vehicleTabs({ sections: [...all.sections] }, { hasFeatures: false, whyBuyFromUs: false, reservable: false }).map((t) => t.key);
    expect(keys).toEqual(['dealer_comments', 'whats_included', 'protect_your_car']);
  });

  it('has no tabs when the dealer does not use them', () => {
    expect(vehicleTabs(false, everything)).toEqual([]);
  });
});
