import { describe, expect, it } from 'vitest';
import { loadDealer } from '../dealer/load-dealer.ts';
import { autoDealerJsonLd, compact } from '../vehicle/json-ld.ts';
import { dealerLdId, homeDealerLd, locationPageDealerLd } from './dealer-json-ld.ts';
import { locationPages } from './locator.ts';

const SITE = 'https://www.outback.example';
const dealer = loadDealer('outback-caravans');
const ld = (input: Parameters<typeof autoDealerJsonLd>[0]) => compact(autoDealerJsonLd(input)) as any;

describe('the business markup of the home and location pages (rule: site.structured-data)', () => {
  it('on the home page: the dealer at its primary location, with hours, geo and phone, and every other location as a department', () => {
    const home = ld(homeDealerLd({ name: dealer.config.name, siteUrl: SITE, logo: null }, dealer.locations));
    const primary = dealer.locations.find((l) => l.primary)!;
    expect(home).toMatchObject({ '@type': 'AutoDealer', '@id': dealerLdId(SITE, primary.id), name: dealer.config.name, url: `${SITE}/` });
    expect(home.openingHoursSpecification.length).toBeGreaterThan(0);
    expect(home.geo.latitude).toBe(primary.address.lat);
    expect(home.telephone).toMatch(/^\+61\d{9}$/);
    const others = dealer.locations.filter((l) => l.visible && l !== primary);
    expect(home.department.map((d: { name: string }) => d.name).sort()).toEqual(others.map((l) => l.name).sort());
    expect(home.department.every((d: Record<string, unknown>) => !('@context' in d))).toBe(true);
  });

  it("names a location's business by the one number it shows everywhere, the dealer's override for it (rule: locations.one-phone)", () => {
    const pages = locationPages(dealer.locations, dealer.config.dealerships);
    const own = pages.find((p) => p.locations[0]!.slug === p.slug)!;
    const overrides = { [String(own.locations[0]!.id)]: '+61299990000' };
    expect(ld(locationPageDealerLd(own, SITE, overrides)).telephone).toBe('+61299990000');
    expect(ld(locationPageDealerLd(own, SITE)).telephone).not.toBe('+61299990000');
  });

  it("on a location's page: that location, the same business the car pages name as seller", () => {
    const pages = locationPages(dealer.locations, dealer.config.dealerships);
    const own = pages.find((p) => p.locations[0]!.slug === p.slug)!;
    const page = ld(locationPageDealerLd(own, SITE));
    expect(page['@id']).toBe(dealerLdId(SITE, own.locations[0]!.id));
    expect(page.url).toBe(`${SITE}/locations/${own.slug}/`);
    expect(page.openingHoursSpecification.length).toBeGreaterThan(0);
    const dealership = pages.find((p) => p.locations[0]!.slug !== p.slug);
    expect(dealership, 'outback-caravans has a dealership page beside its locations').toBeDefined();
    expect(ld(locationPageDealerLd(dealership!, SITE)).department).toHaveLength(dealership!.locations.length);
  });
});
