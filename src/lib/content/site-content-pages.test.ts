import { describe, expect, it } from 'vitest';
import { DealerConfigSchema } from '../dealer/dealer-config.ts';
import { GROUP_LOCATIONS, location } from '../leads/testing/fixtures.ts';
import { VEHICLE_COPY } from '../vehicle/vehicle-words.ts';
import { siteContentPages, type MarkdownPage } from './site-content-pages.ts';

const config = (switches: Record<string, unknown> = {}) =>
  DealerConfigSchema.parse({
    slug: 'sample',
    name: 'Sample Motors',
    id: 9,
    dealerships: [{ id: 901, slug: 'sample-toyota', name: 'Sample Toyota' }],
    ...switches,
  });

const LICENSED = [
  location(11, 'sample-toyota', { primary: true, name: 'Sample Toyota Springwood', dealer_license_number: 'MD 012345', motor_vehicle_repairer: 'MVR 88123' }),
  location(12, 'sample-toyota', { name: 'Sample Toyota Ipswich', dealer_license_number: 'MD 028765' }),
];

const pages = (switches: Record<string, unknown> = {}, markdown: MarkdownPage[] = [], locations = LICENSED) =>
  siteContentPages(config(switches), locations, markdown);
const page = (slug: string, ...args: Parameters<typeof pages>) => pages(...args).find((p) => p.slug === slug)!;
const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');

describe('content pages', () => {
  it('are the built-in pages, at their paths', () => {
    expect(pages().map((p) => p.path)).toEqual([
      '/about-us',
      '/careers',
      '/terms-and-conditions',
      '/privacy-policy',
      '/value-my-car-terms-and-conditions',
      '/warranty',
      '/roadside-assist',
      '/accessories',
      '/vehicle-parts-and-accessories',
      '/fleet',
      '/pages/faqs',
    ]);
    expect(page('privacy-policy', { content: { pages_path: true } }).path).toBe('/pages/privacy-policy');
  });

  it("template the legal pages with the dealer's name, ABN, licence and repairer numbers and contact details", () => {
    for (const slug of ['privacy-policy', 'terms-and-conditions', 'value-my-car-terms-and-conditions']) {
      const legal = text(page(slug, { content: { legal: { abn: '51 824 753 556', group_name: 'Sample Group' } } }).html);
      expect(legal, slug).toContain('Sample Group, ABN 51 824 753 556, dealer licence Sample Toyota Springwood: MD 012345; Sample Toyota Ipswich: MD 028765');
      expect(legal, slug).toContain('Motor vehicle repairer: Sample Toyota Springwood: MVR 88123');
      expect(legal, slug).toContain('1 Main St, Springwood QLD 4127');
      expect(legal, slug).toContain('Phone: 07 3340 1100');
    }
    const withoutNumbers = text(page('privacy-policy', {}, [], GROUP_LOCATIONS).html);
    expect(withoutNumbers).not.toContain('ABN');
    expect(withoutNumbers).not.toContain('licence');
    expect(text(page('terms-and-conditions').html)).toContain('governed by the laws of QLD');
  });

  it('link each other where the pages live (content.pages_path)', () => {
    expect(page('privacy-policy').html).toContain('<a href="/terms-and-conditions">Terms and Conditions</a>');
    expect(page('privacy-policy', { content: { pages_path: true } }).html).toContain('<a href="/pages/terms-and-conditions">Terms and Conditions</a>');
  });

  it('give way to a dealer markdown page of the same name, and add the other markdown pages under /pages/', () => {
    const own: MarkdownPage[] = [
      {
        slug: 'privacy-policy',
        title: 'Our Privacy Promise',
        description: 'Short and plain.',
        markdown: 'We keep it [simple](/terms-and-conditions).',
        file: 'x.md',
      },
      { slug: 'ute-centre', title: 'Ute Centre', description: null, markdown: '<script>alert(1)</script>', file: 'y.md' },
    ];
    const list = pages({ content: { pages_path: true } }, own);
    const privacy = list.find((p) => p.slug === 'privacy-policy')!;
    expect(privacy).toMatchObject({ title: 'Our Privacy Promise', description: 'Short and plain.', path: '/pages/privacy-policy' });
    expect(privacy.html).toBe('<p>We keep it <a href="/pages/terms-and-conditions">simple</a>.</p>\n');
    expect(list.at(-1)).toMatchObject({ slug: 'ute-centre', path: '/pages/ute-centre', title: 'Ute Centre', description: 'Ute Centre' });
    expect(list.at(-1)!.html).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('say the warranty and guarantees the switches give', () => {
    const plain = text(page('warranty').html);
    expect(plain).toContain(VEHICLE_COPY.warranty['3-year']);
    expect(plain).not.toContain(VEHICLE_COPY.guarantee48Hour);
    const generous = text(
      page('warranty', {
        content: {
          warranty: { new_cars: '7-year-unlimited-km-5-year-roadside', mechanical_protection_5_year: true, quick_service_minutes: 90 },
          guarantees: { money_back_48_hour: true, roadside_assist_months: 12 },
        },
      }).html,
    );
    for (const line of [
      VEHICLE_COPY.warranty['7-year-unlimited-km-5-year-roadside'],
      VEHICLE_COPY.mechanicalProtection,
      VEHICLE_COPY.guarantee48Hour,
      VEHICLE_COPY.roadsideAssist(12),
      VEHICLE_COPY.quickService(90),
    ]) {
      expect(generous).toContain(line);
    }
    const usedOnly = text(page('warranty', { stock: { used_only: true } }).html);
    expect(usedOnly).not.toContain('New cars');
    expect(text(page('roadside-assist', { content: { guarantees: { roadside_assist_months: 12 } } }).html)).toContain('Used cars: 12 months roadside assist');
    expect(text(page('roadside-assist').html)).toContain('Ask us about roadside assistance');
  });
});
