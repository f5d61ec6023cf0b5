import { describe, expect, it } from 'vitest';
import { aliasChecks, dealerMarkup, duplicateShare, isIndexable, readHead, vehicleKind, vehicleMarkup } from './findability.ts';

const SITE = 'https://d.example';
const page = (path: string, { title = 'T', description = 'D', canonical = `${SITE}${path}`, noindex = false, ld = [] as object[] } = {}) =>
  readHead(
    path,
    `<html><head><title>${title}</title><meta name="description" content="${description}" /><link rel="canonical" href="${canonical}" />${
      noindex ? '<meta name="robots" content="noindex" />' : ''
    }${ld.map((block) => `<script type="application/ld+json">${JSON.stringify(block)}</script>`).join('')}</head></html>`,
  );

describe('the findability report', () => {
  it('reads the head as a search engine does, entities decoded', () => {
    const head = page('/a/', { title: 'Outback Caravans &amp; Motorcycles', ld: [{ '@type': 'Car' }] });
    expect(head).toMatchObject({ title: 'Outback Caravans & Motorcycles', canonical: `${SITE}/a/`, noindex: false, jsonLd: [{ '@type': 'Car' }] });
  });

  it('counts as indexable only pages that are not noindex and name themselves canonical', () => {
    expect(isIndexable(page('/a/'), SITE)).toBe(true);
    expect(isIndexable(page('/a/', { noindex: true }), SITE)).toBe(false);
    expect(isIndexable(page('/contact/', { canonical: `${SITE}/contact-us/` }), SITE)).toBe(false);
  });

  it('counts every page of a group that shares a title, and the share of all pages', () => {
    const heads = [page('/a/', { title: 'X' }), page('/b/', { title: 'X' }), page('/c/', { title: 'Y' }), page('/d/', { title: 'Z' })];
    expect(duplicateShare(heads, 'title')).toEqual({ pages: 4, duplicated: 2, share: 0.5, examples: [['/a/', '/b/']] });
    expect(duplicateShare(heads, 'description').duplicated).toBe(4);
  });

  it("checks that each alias names its group's canonical route and that route names itself", () => {
    const heads = new Map([
      ['/contact-us/', page('/contact-us/')],
      ['/contact/', page('/contact/', { canonical: `${SITE}/contact-us/` })],
      ['/book-a-service/', page('/book-a-service/')],
      ['/service/', page('/service/')],
    ]);
    const checks = aliasChecks(
      [
        ['/contact/', '/contact-us/'],
        ['/book-a-service/', '/service/'],
        ['/sell-my-car/', '/trade-in/'],
      ],
      heads,
      SITE,
    );
    expect(checks.map((c) => [c.alias, c.ok])).toEqual([
      ['/contact/', true],
      ['/book-a-service/', false],
    ]);
  });

  it('reads the vehicle and business blocks and names a vehicle by its kind', () => {
    const car = page('/cars/a/', { ld: [{ '@type': 'Motorcycle', image: ['x'], offers: { '@type': 'Offer' }, mileageFromOdometer: { value: 1 } }] });
    expect(vehicleMarkup(car)).toEqual({ type: 'Motorcycle', hasOffer: true, offerHasPrice: false, hasImage: true, hasOdometer: true });
    expect(vehicleMarkup(page('/cars/b/')).type).toBe('none');
    const home = page('/', { ld: [{ '@type': 'AutoDealer', openingHoursSpecification: [{}, {}], geo: {}, telephone: '+61' }] });
    expect(dealerMarkup(home)).toEqual({ type: 'AutoDealer', hours: 2, geo: true, phone: true });
    expect([vehicleKind({ item_type: 'caravan', body: 'Camper Trailer' }), vehicleKind({}), vehicleKind({ item_type: 'motorcycle' })]).toEqual([
      'caravan (camper trailer)',
      'car',
      'motorcycle',
    ]);
  });
});
