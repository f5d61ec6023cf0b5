import { describe, expect, it } from 'vitest';
import { location } from '../leads/testing/fixtures.ts';
import { salesHoursOf, salesLocationOf } from './sales-location.ts';

// Toyota sales (primary) 11 and 15, Nissan sales 12, Toyota service 13.
const locations = [
  location(11, 'sample-toyota', { primary: true, name: 'Toyota Springwood' }),
  location(12, 'sample-nissan', { name: 'Nissan Ipswich' }),
  location(13, 'sample-toyota', { name: 'Toyota Service', location_type: 'service' }),
  location(15, 'sample-toyota', { name: 'Toyota Logan' }),
];

describe('salesLocationOf', () => {
  it("takes the car's own sales location, else its dealership's primary or first, else the dealer's primary", () => {
    expect(salesLocationOf({ location_id: 15 }, locations)?.id).toBe(15);
    expect(salesLocationOf({ location_id: '12' }, locations)?.id).toBe(12);
    // A car at the service location, or at an unknown one, starts from its dealership's sales location.
    expect(salesLocationOf({ location_id: 13, dealership_id: 901 }, locations)?.id).toBe(11);
    expect(salesLocationOf({ location_id: 99, dealership_slug: 'sample-nissan' }, locations)?.id).toBe(12);
    expect(salesLocationOf({}, locations)?.id).toBe(11);
    expect(salesLocationOf({}, [locations[2]!])).toBeNull();
  });
});

describe('salesHoursOf', () => {
  it("keeps the location's weekly hours and only its sales department's special hours", () => {
    const special = [
      { status: 'Closed' as const, date: '2026-12-25', start_hour: null, end_hour: null, department: 'sales' as const, location_name: 'Toyota Springwood' },
      { status: 'Closed' as const, date: '2026-12-26', start_hour: null, end_hour: null, department: 'service' as const, location_name: 'Toyota Springwood' },
      { status: 'Closed' as const, date: '2026-12-27', start_hour: null, end_hour: null, department: 'sales' as const, location_name: 'Nissan Ipswich' },
    ];
    expect(salesHoursOf(locations[0]!, special).special.map((s) => s.date)).toEqual(['2026-12-25']);
  });
});
