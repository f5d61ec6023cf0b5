import { describe, expect, it } from 'vitest';
import { CONFIG_GROUPS, DEALER_DEFAULTS, DealerConfigObjectSchema, DealerConfigSchema, DealerSwitchesSchema } from './dealer-config.ts';

const IDENTITY = { slug: 'sample', name: 'Sample Motors', id: 9, dealerships: [{ id: 900, slug: 'sample', name: 'Sample Motors' }] };

describe('dealer config defaults', () => {
  it('fills every switch from {}', () => {
    const defaults = DealerSwitchesSchema.parse({});
    expect(defaults).toEqual(DEALER_DEFAULTS);
    const full = DealerConfigSchema.parse(IDENTITY);
    for (const [key, value] of Object.entries(defaults)) {
      if (key === 'logo') continue;
      expect(full[key as keyof typeof full], key).toEqual(value);
    }
  });

  it('uses the spec defaults', () => {
    const d = DEALER_DEFAULTS;
    expect(d.stock.include_sold_cars_days).toBe(3);
    expect(d.search.hits_per_page).toBe(21);
    expect(d.search.popular_make_count).toBe(7);
    expect(d.search.dropdown_popular_makes).toBe(20);
    expect(d.search.model_limit).toBe(30);
    expect(d.search.hero_heading).toBeNull();
    expect(d.listing.promos.positions).toBe(30);
    expect(d.listing.favourites).toEqual({ restricted: false });
    expect(d.pricing.no_price_text).toBe('Enquire for price.');
    expect(d.tags.new_arrival_text).toBe('New');
    expect(d.vehicle_page.spin).toEqual({ start_view: 'spinner', auto_rotate_interval_ms: 100 });
    expect(d.vehicle_page.finance_button_text).toBe('Get Finance');
    expect(d.purchase.reserve).toBe(false);
    expect(d.images.quality).toBe(75);
    expect(d.finance).toMatchObject({
      default_amount: 30000,
      default_term_years: 6,
      default_interest: 10,
      establishment_fee: 0,
      link: '/finance',
      amount: { min: 1000, max: 100000, step: 500 },
      term: { min: 1, max: 7, step: 0.5 },
      interest: { min: 0.5, max: 15, step: 0.5 },
    });
    expect(d.content.reviews).toEqual({ min_rating: 4, hidden_ids: [], limit: 12 });
    expect(d.timezone).toBe('Australia/Sydney');
    expect(d.authentication).toBe(false);
    expect(d.builds).toEqual({ auto_promote_stock_builds: true, keep: 5 });
  });

  it('derives site_url and logo alt from the identity', () => {
    const c = DealerConfigSchema.parse(IDENTITY);
    expect(c.site_url).toBe('http://sample.localhost:4321');
    expect(c.logo).toEqual({ url: 'logo.svg', alt: 'Sample Motors' });
    expect(DealerConfigSchema.parse({ ...IDENTITY, site_url: 'https://cars.example.com/' }).site_url).toBe('https://cars.example.com');
  });

  it('requires only slug, name, id and dealerships', () => {
    const result = DealerConfigObjectSchema.safeParse({});
    expect(result.success).toBe(false);
    const missing = result.error?.issues.map((i) => i.path.join('.')).sort();
    expect(missing).toEqual(['dealerships', 'id', 'name', 'slug']);
  });

  it('turns a switch on with its default options from {}', () => {
    const c = DealerConfigSchema.parse({ ...IDENTITY, purchase: { reserve: {} }, finance: { fee_list: {} } });
    expect(c.purchase.reserve).toEqual({ amount: 200, mode: 'payment_processors', hold_hours: 48, holds_per_shopper: 1, holds_per_address_per_hour: 3 });
    expect(c.purchase.payment_window_minutes).toBe(35);
    expect(c.finance.fee_list).toEqual({ establishment: 395, security_registration: 6, monthly_admin: 8, dealer_agency: 912.25 });
  });

  it("keeps the payment window inside Stripe's Checkout Session lifetime (30 minutes to 24 hours) with a margin", () => {
    const window = (minutes: number) => DealerConfigSchema.safeParse({ ...IDENTITY, purchase: { payment_window_minutes: minutes } }).success;
    expect([window(30), window(31), window(32), window(1438), window(1439), window(24 * 60)]).toEqual([false, false, true, true, false, false]);
  });

  it('rejects misspelt keys at any depth', () => {
    const result = DealerConfigSchema.safeParse({ ...IDENTITY, search: { popularMakeCont: 5 } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['popularMakeCont'], path: ['search'] });
  });

  it('checks finance defaults against their bounds', () => {
    const result = DealerConfigSchema.safeParse({ ...IDENTITY, finance: { interest: { min: 7.5, max: 14.5 }, default_interest: 5 } });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['finance.default_interest']);
    const term = DealerConfigSchema.safeParse({ ...IDENTITY, finance: { term: { max: 5 } } });
    expect(term.error?.issues.map((i) => i.path.join('.'))).toEqual(['finance.default_term_years']);
    expect(DealerConfigSchema.safeParse({ ...IDENTITY, finance: { term: { max: 5 }, default_term_years: 5 } }).success).toBe(true);
  });

  it('rejects duplicate dealership ids', () => {
    const dealerships = [...IDENTITY.dealerships, { id: 900, slug: 'other', name: 'Other' }];
    const result = DealerConfigSchema.safeParse({ ...IDENTITY, dealerships });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['dealerships.1.id']);
  });

  it('rejects an unknown time zone and a bad colour', () => {
    const result = DealerConfigSchema.safeParse({ ...IDENTITY, timezone: 'Australia/Gotham', theme: { primary: 'red' } });
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['theme.primary', 'timezone']);
  });

  it('places every top-level key in exactly one reference group', () => {
    const grouped = CONFIG_GROUPS.flatMap((g) => g.keys);
    expect(new Set(grouped).size).toBe(grouped.length);
    expect([...grouped].sort()).toEqual(Object.keys(DealerConfigObjectSchema.shape).sort());
  });
});
