import { siteData } from './site-data.server.ts';
import { siteListing } from './site-listing.server.ts';
import { dealerDate } from './page-inputs.ts';
import type { Brand } from '../lib/content/brand-schema.ts';
import { makeSlug } from '../lib/inventory/manufacturers.ts';

export type BrandPageProps = { kind: 'brands' } | { kind: 'brand'; brand: Brand; stockPath: string | null };

type BrandPath = { params: { brands: string }; props: BrandPageProps; cacheKey: string };

/**
 * /brands and /{brand}/overview for each brand in brands.json, where content.brands_page is on. A
 * brand page links to its make's stock when that listing is built: its key is that link and the
 * dealer's date (see page-inputs.ts).
 */
export function brandPaths(): BrandPath[] {
  const { dealer, builtAt } = siteData();
  if (dealer.config.content.brands_page === false) return [];
  const date = dealerDate(dealer.config, new Date(builtAt));
  const built = new Set(siteListing().routes.map((r) => r.path));
  const brands: BrandPath = { params: { brands: 'brands' }, props: { kind: 'brands' }, cacheKey: `brands:${date}` };
  return [
    brands,
    ...dealer.brands.map((brand): BrandPath => {
      const listing = `/search/${makeSlug(brand.title)}/`;
      const stockPath = brand.category !== 'group' && built.has(listing) ? listing : null;
      return { params: { brands: `${brand.slug}/overview` }, props: { kind: 'brand', brand, stockPath }, cacheKey: `brand:${date}:${stockPath}` };
    }),
  ];
}
