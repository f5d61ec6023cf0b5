import { siteData } from './site-data.server.ts';
import { siteListing } from './site-listing.server.ts';
import { rangeBrand, rangeBuilt } from './site-menus.server.ts';
import { dealerDate } from './page-inputs.ts';
import { modelPath, modelStockPath, type ModelStockLink } from '../lib/content/model-range.ts';
import type { Model } from '../lib/content/model-schema.ts';
import { contentPagePath } from '../lib/content/content-pages.ts';
import type { Dealer } from '../lib/dealer/load-dealer.ts';

export type RangePageProps = { kind: 'range' } | { kind: 'model'; model: Model; brand: string; stock: ModelStockLink | null };

type RangePath = { params: { range: string }; props: RangePageProps; cacheKey: string };

/** Whether a model's override URL is one of the dealer's markdown pages, which is then its page. */
function servedByMarkdownPage(path: string, dealer: Pick<Dealer, 'config' | 'pages'>): boolean {
  return dealer.pages.some((page) => path === contentPagePath(dealer.config.content, page.slug));
}

/**
 * The model range page (content.range.path) and one page per model at its override URL or /{slug},
 * for a dealer with models. A model page reads only its own stock link from the stock: its key is
 * that link and the dealer's date (see page-inputs.ts), so a stock change re-renders it only when
 * the link changes.
 */
export function rangePaths(): RangePath[] {
  const { dealer, builtAt } = siteData();
  if (!rangeBuilt(dealer)) return [];
  const date = dealerDate(dealer.config, new Date(builtAt));
  const built = new Set(siteListing().routes.map((r) => r.path));
  const range: RangePath = { params: { range: dealer.config.content.range.path.slice(1) }, props: { kind: 'range' }, cacheKey: `range:${date}` };
  const models = dealer.models
    .filter((model) => !servedByMarkdownPage(modelPath(model), dealer))
    .map((model): RangePath => {
      const brand = rangeBrand(dealer, model);
      const stock = modelStockPath(model, brand, built);
      return { params: { range: modelPath(model).slice(1) }, props: { kind: 'model', model, brand, stock }, cacheKey: `model:${date}:${stock?.path}` };
    });
  return [range, ...models];
}
