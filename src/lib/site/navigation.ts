import { contentHref, type PagesPlacement } from '../content/content-pages.ts';
import type { OfferCount } from '../promotions/offer-count.ts';
import type { DealerConfig } from '../dealer/dealer-config.ts';
import { CAR_TYPES, type CarType } from '../inventory/vocabulary.ts';
import { CAR_TYPE_ROUTES, normaliseListingPath } from '../listing/listing-routes.ts';
import { menuPathOf, type SelfNamedPage } from '../dealer/config-content.ts';
import { siteTestDriveWords } from '../test-drive/test-drive-words.ts';
import { carTypeLinkLabel } from '../listing/vehicle-words.ts';

type MenuGroup = DealerConfig['content']['navigation']['main'][number];

type NavLink = {
  label: string;
  href: string;
  newTab: boolean;
  /** The count of offers in force shown beside the dealer's offers link, or null (rule: promotions.offers-count). */
  count: OfferCount | null;
};

/** A header or footer entry: a plain link, a dropdown of links, or the models mega-dropdown. */
export type NavItem =
  | ({ kind: 'link' } & NavLink)
  | { kind: 'dropdown'; label: string; href: string | null; links: NavLink[]; count: OfferCount | null }
  | { kind: 'models'; label: string; href: string };

/** What decides which configured links a dealer's menus keep, and where some of them point. */
export type MenuContext = {
  /** Car types the dealer's stock holds (carriedCarTypes). */
  carTypes: readonly CarType[];
  /** The model range page, and whether it is built (the dealer has models). */
  range: { path: string; built: boolean };
  /** The dealer's offers page (content.offers.path) and its offers' count, or null when its menus show none (content.offers.count). */
  offers: { path: string; count: OfferCount | null };
  /** content.pages_path and content.root_pages: where company, legal and dealer pages live (see content-pages.ts). */
  pages: PagesPlacement;
  /** The site's own names of the pages it names itself (SELF_NAMED_PAGES), for links that give no label. */
  pageNames: Readonly<Record<SelfNamedPage, string>>;
};

/**
 * The site's names of the pages it names itself: the trade-in pages by content.navigation.sell_label, the
 * booking page by test_drive.site_offer, the car-type listings in the dealer's noun (search.vehicle_noun).
 */
export function selfNamedPages(
  config: Pick<DealerConfig, 'test_drive'> & {
    content: { navigation: Pick<DealerConfig['content']['navigation'], 'sell_label'> };
    search: Pick<DealerConfig['search'], 'vehicle_noun'>;
  },
) {
  const sell = config.content.navigation.sell_label;
  const noun = config.search.vehicle_noun;
  return {
    '/sell-my-car': sell,
    '/trade-in': sell,
    '/book-test-drive': siteTestDriveWords(config.test_drive.site_offer).heading,
    '/search/new-cars': carTypeLinkLabel('New', noun),
    '/search/demo-cars': carTypeLinkLabel('Demo', noun),
    '/search/used-cars': carTypeLinkLabel('Used', noun),
  } satisfies Record<SelfNamedPage, string>;
}

/** A configured label, or the site's own name for the page (the schema lets only those go without). */
function labelOf(label: string | null, href: string | null, context: MenuContext): string {
  return label ?? context.pageNames[menuPathOf(href ?? '') as SelfNamedPage] ?? '';
}

/** The spec's two offers paths: a menu link to either goes to the dealer's own offers page. */
const OFFERS_PATHS = new Set(['/special-offers', '/offers']);

/** The car types a dealer's site can list: `stock.used_only` and `stock.car_types` (as its stock filter applies them). */
export function carriedCarTypes(stock: Pick<DealerConfig['stock'], 'used_only' | 'car_types'>): CarType[] {
  return CAR_TYPES.filter((type) => (!stock.used_only || type === 'used') && (stock.car_types.length === 0 || stock.car_types.includes(type)));
}

const pathOf = (href: string) => href.replace(/[?#].*$/, '');

/** The car types a car-type listing link stands for, or null for any other link. */
function listedCarTypes(href: string): readonly string[] | null {
  if (!href.startsWith('/search/')) return null;
  const route = CAR_TYPE_ROUTES.find((r) => r.path === normaliseListingPath(href));
  return route?.base['car_type'] ?? null;
}

/** A configured link as the dealer's menus show it, or null when it would lead to stock or a page the dealer lacks. */
function menuLink(link: { label: string | null; href: string; new_tab: boolean }, context: MenuContext): NavLink | null {
  const types = listedCarTypes(link.href);
  if (types && !types.every((type) => context.carTypes.includes(type as CarType))) return null;
  if (!context.range.built && pathOf(link.href) === context.range.path) return null;
  const isOffers = OFFERS_PATHS.has(pathOf(link.href));
  return {
    label: labelOf(link.label, link.href, context),
    href: isOffers ? context.offers.path : contentHref(context.pages, link.href),
    newTab: link.new_tab,
    count: isOffers ? context.offers.count : null,
  };
}

/**
 * The configured menu groups a dealer's header or footer shows: links to car types the dealer does
 * not carry, and to the model range when it has no models, are left out; a dropdown left with no
 * links becomes its own link (or goes); offers links lead to the dealer's offers page with its count,
 * and company and legal pages' links to where the dealer's pages live.
 */
export function buildMenu(groups: readonly MenuGroup[], context: MenuContext): NavItem[] {
  return groups.flatMap((group): NavItem[] => {
    if (group.models_dropdown) {
      return context.range.built ? [{ kind: 'models', label: labelOf(group.label, group.href, context), href: group.href ?? context.range.path }] : [];
    }
    const self = group.href === null ? null : menuLink({ label: group.label, href: group.href, new_tab: false }, context);
    if (group.children.length === 0) return self ? [{ kind: 'link', ...self }] : [];
    const links = group.children.flatMap((child) => menuLink(child, context) ?? []);
    if (links.length === 0) return self ? [{ kind: 'link', ...self }] : [];
    const count = links.find((l) => l.count !== null)?.count ?? null;
    return [{ kind: 'dropdown', label: labelOf(group.label, group.href, context), href: self?.href ?? null, links, count }];
  });
}
