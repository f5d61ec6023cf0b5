import { DealerConfigSchema } from '../../../../lib/dealer/dealer-config.ts';
import type { Lead, OutboxItem } from '../../lead-types.ts';
import type { LeadDealer } from '../lead-dealer.ts';

export function sampleLead(overrides: Partial<Lead> = {}): Lead {
  return {
    leadId: 'lead-0001',
    dealershipSlug: 'harbour-mazda',
    category: 'Test Drive',
    subcategory: null,
    name: 'Ada',
    email: 'ada@example.com',
    phone: '0412 345 678',
    carId: '5501',
    status: 'stored',
    stage: 'complete',
    payload: {
      category: 'Test Drive',
      dealership_slug: 'harbour-city-mazda',
      last_name: 'Lovelace',
      stock_number: 'HM1234',
      'Vehicle Make': 'Mazda',
      'Vehicle Model': 'CX-5',
      year: 2022,
      car_type: 'used',
      price: 34990,
      message: 'Can I come Saturday?',
      url: 'https://harbour.example/cars/2022-mazda-cx-5-5501',
      dateTime: '2026-12-05T10:00',
    },
    createdAt: '2026-11-23T02:00:00.000Z',
    updatedAt: '2026-11-23T02:00:00.000Z',
    deliveries: 0,
    ...overrides,
  };
}

export function sampleItem(target: string, overrides: Partial<OutboxItem> = {}): OutboxItem {
  return { outboxId: `out-${target}-1`, lead: sampleLead(), target, attempt: 1, resend: false, ...overrides };
}

export function sampleDealer(leads: unknown = {}): LeadDealer {
  return DealerConfigSchema.parse({
    slug: 'harbour-mazda',
    name: 'Harbour City Mazda',
    id: 1,
    site_url: 'https://harbour.example',
    dealerships: [{ id: 101, slug: 'harbour-city-mazda', name: 'Harbour City Mazda Rozelle' }],
    leads,
  });
}
