import { perSnapshot } from './site-data.server.ts';
import type { Dealer } from '../lib/dealer/load-dealer.ts';
import { modelImage, modelName, modelPath, modelsOfBody, rangeBodies } from '../lib/content/model-range.ts';
import { offerCount } from '../lib/promotions/offer-count.ts';
import { buildMenu, carriedCarTypes, selfNamedPages, type MenuContext, type NavItem } from '../lib/site/navigation.ts';

type RangeModelLink = { name: string; href: string; image: string; slug: string };
type RangeBody = { body: string; models: RangeModelLink[] };

export type SiteMenus = {
  main: NavItem[];
  footer: NavItem[];
  /** The models mega-dropdown: bodies in content.range.body_order, each with its models. */
  range: { path: string; bodies: RangeBody[] };
  /** Whether the menus carry an offers count, so the page recounts it (OfferCountScript). */
  countsOffers: boolean;
};

/** The brand a model's name is glued to: the dealer's franchise make when set, else the model's. */
export function rangeBrand(dealer: Pick<Dealer, 'config'>, model: { manufacturer_name: string }): string {
  const { manufacturer } = dealer.config;
  return manufacturer === false ? model.manufacturer_name : manufacturer.name;
}

/** Whether the dealer's model range pages are built: it has models and a site path for its range page. */
export function rangeBuilt(dealer: Pick<Dealer, 'config' | 'models'>): boolean {
  return dealer.models.length > 0 && dealer.config.content.range.path.startsWith('/');
}

/** The dealer's header and footer menus as built from its config and content (see navigation.ts). */
export const siteMenus = perSnapshot(({ dealer, builtAt }): SiteMenus => {
  const { content, stock } = dealer.config;
  const context: MenuContext = {
    carTypes: carriedCarTypes(stock),
    range: { path: content.range.path, built: rangeBuilt(dealer) },
    offers: { path: content.offers.path, count: content.offers.count ? offerCount(dealer.promos, new Date(builtAt)) : null },
    pages: content,
    pageNames: selfNamedPages(dealer.config),
  };
  const bodies = rangeBodies(dealer.models, content.range.body_order).map((body) => ({
    body,
    models: modelsOfBody(dealer.models, body).map((m) => ({
      name: modelName(m, rangeBrand(dealer, m)),
      href: modelPath(m),
      image: modelImage(m),
      slug: m.slug,
    })),
  }));
  const main = buildMenu(content.navigation.main, context);
  const footer = buildMenu(content.navigation.footer, context);
  const counted = (items: NavItem[]) =>
    items.some((i) => i.kind !== 'models' && (i.count !== null || (i.kind === 'dropdown' && i.links.some((l) => l.count !== null))));
  return { main, footer, range: { path: content.range.path, bodies }, countsOffers: counted(main) || counted(footer) };
});
