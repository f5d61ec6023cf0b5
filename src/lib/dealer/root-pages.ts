import { CONTENT_PAGES, contentPagePath } from '../content/content-pages.ts';
import { modelPath } from '../content/model-range.ts';
import type { Model } from '../content/model-schema.ts';
import type { MarkdownPage } from '../content/site-content-pages.ts';
import { extraFinancePagePath } from '../finance/enquiry.ts';
import type { ConfigProblem } from './config-error.ts';
import type { DealerConfig } from './dealer-config.ts';

/**
 * The first path segment of every fixed route: each top-level page and folder of src/pages (a test
 * holds this list to that folder), the stock files' folder, and the server's /api. A dealer page
 * placed at the root may not take one of these.
 */
export const FIXED_ROOT_ROUTES = [
  '404',
  'api',
  'apply-for-finance',
  'blog',
  'book-a-service',
  'book-test-drive',
  'brands',
  'cars',
  'checkout-journey',
  'compare',
  'console',
  'contact',
  'contact-us',
  'dealer-locator',
  'favourites',
  'feeds',
  'finance',
  'finance-enquiry',
  'finance-pre-approval',
  'locations',
  'my-garage',
  'offers',
  'online-payment',
  'pages',
  'parts',
  'personalised',
  'print',
  'search',
  'sell-my-car',
  'service',
  'sign-in',
  'special-offers',
  'spin-to-win',
  'success',
  'trade-in',
  'watchlist',
] as const;

type RootPagesInput = {
  config: Pick<DealerConfig, 'content' | 'finance' | 'authentication'>;
  pages: readonly Pick<MarkdownPage, 'slug'>[];
  models: readonly Pick<Model, 'override_url' | 'slug'>[];
};

/** What else is built at /{name}, if anything: the route a root page of that name would clash with. */
function builtRouteAt(name: string, { config, models }: RootPagesInput): string | null {
  const path = `/${name}`;
  if ((FIXED_ROOT_ROUTES as readonly string[]).includes(name)) return `the site's own ${path} route`;
  const builtIn = (Object.keys(CONTENT_PAGES) as (keyof typeof CONTENT_PAGES)[]).find(
    (slug) => CONTENT_PAGES[slug].place !== 'dealer' && contentPagePath(config.content, slug) === path,
  );
  if (builtIn) return `the built-in ${CONTENT_PAGES[builtIn].title} page`;
  if (config.content.range.path === path) return 'the model range page (content.range.path)';
  // A model whose override_url names the page is served by it (range-pages.server.ts); one at its own /{slug} would be lost.
  const model = models.find((m) => m.override_url === null && modelPath(m) === path);
  if (model) return `the model page of '${model.slug}' (models.json)`;
  if (extraFinancePagePath(config.finance.link) === path) return 'the finance link page (finance.link)';
  if (config.authentication !== false && config.authentication.garage_alias === name) return 'my garage (authentication.garage_alias)';
  return null;
}

/**
 * The problems with `content.root_pages` (rule: site.root-pages): each name must be one of the
 * dealer's own pages (a markdown page, or the FAQs), named once, and no built route may already
 * answer at its root path. Each problem names the config file and key that set the name.
 */
export function rootPageProblems(input: RootPagesInput, fileFor: (path: readonly PropertyKey[]) => string): ConfigProblem[] {
  const own = new Set([...input.pages.map((p) => p.slug), 'faqs']);
  const seen = new Set<string>();
  return input.config.content.root_pages.flatMap((name, i): ConfigProblem[] => {
    const key = ['content', 'root_pages', i];
    const at = (message: string) => [{ file: fileFor(key), path: `content.root_pages[${i}]`, message }];
    if (seen.has(name)) return at(`'${name}' is listed twice`);
    seen.add(name);
    const clash = builtRouteAt(name, input);
    if (clash !== null) return at(`/${name} is already ${clash}`);
    if (!own.has(name)) return at(`no dealer page '${name}': expected pages/${name}.md in the dealer folder`);
    return [];
  });
}
