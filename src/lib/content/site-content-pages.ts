import type { DealerConfig } from '../dealer/dealer-config.ts';
import { aboutUs, careers, faqs, fleet } from './company-copy.ts';
import { CONTENT_PAGES, contentHref, contentPagePath, type ContentPageSlug } from './content-pages.ts';
import { dealerFacts, type DealerFacts } from './dealer-facts.ts';
import { privacyPolicy, termsAndConditions, valueMyCarTerms } from './legal-copy.ts';
import type { Location } from './location-schema.ts';
import { renderMarkdown } from './render-markdown.ts';
import { partsAndAccessories, roadsideAssist, warranty } from './service-copy.ts';

/** A dealer markdown page (dealers/<slug>/pages/{slug}.md), its front matter read. */
export type MarkdownPage = { slug: string; title: string; description: string | null; markdown: string; file: string };

/** A content page as the site prints it. */
export type SiteContentPage = { slug: string; path: string; title: string; description: string; html: string };

const DEFAULTS: Record<ContentPageSlug, { copy: (facts: DealerFacts) => string; description: (facts: DealerFacts) => string }> = {
  'about-us': { copy: aboutUs, description: (f) => `About ${f.name}: who we are, what we do and where to find us.` },
  careers: { copy: careers, description: (f) => `Careers at ${f.name}: how to apply.` },
  'terms-and-conditions': { copy: termsAndConditions, description: (f) => `The terms of use of the ${f.groupName} website.` },
  'privacy-policy': { copy: privacyPolicy, description: (f) => `How ${f.groupName} collects, uses and protects your personal information.` },
  'value-my-car-terms-and-conditions': { copy: valueMyCarTerms, description: (f) => `The terms of online trade-in valuations by ${f.groupName}.` },
  warranty: { copy: warranty, description: (f) => `The warranty and guarantees that come with a vehicle from ${f.name}.` },
  'roadside-assist': { copy: roadsideAssist, description: (f) => `Roadside assistance with a vehicle from ${f.name}.` },
  accessories: { copy: partsAndAccessories, description: (f) => `Genuine accessories from ${f.name}.` },
  'vehicle-parts-and-accessories': { copy: partsAndAccessories, description: (f) => `Genuine parts and accessories from ${f.name}.` },
  fleet: { copy: fleet, description: (f) => `Fleet vehicles, pricing and servicing for businesses from ${f.name}.` },
  faqs: { copy: faqs, description: (f) => `Answers to common questions about buying, financing and servicing with ${f.name}.` },
};

type PagesConfig = Parameters<typeof dealerFacts>[0] & { content: Pick<DealerConfig['content'], 'pages_path' | 'root_pages'> };

/**
 * Every content page of a dealer's site: the built-in pages with their default copy, each replaced
 * by a dealer markdown page of the same name, then the dealer's other markdown pages.
 */
export function siteContentPages(config: PagesConfig, locations: readonly Location[], markdownPages: readonly MarkdownPage[]): SiteContentPage[] {
  const facts = dealerFacts(config, locations);
  const linkHref = (href: string) => contentHref(config.content, href);
  const written = new Map(markdownPages.map((page) => [page.slug, page]));
  const builtIn = (Object.keys(CONTENT_PAGES) as ContentPageSlug[]).map((slug) => {
    const own = written.get(slug);
    const defaults = DEFAULTS[slug];
    return {
      slug,
      path: contentPagePath(config.content, slug),
      title: own?.title ?? CONTENT_PAGES[slug].title,
      description: own?.description ?? defaults.description(facts),
      html: renderMarkdown(own?.markdown ?? defaults.copy(facts), linkHref),
    };
  });
  const others = markdownPages
    .filter((page) => !(page.slug in CONTENT_PAGES))
    .map((page) => ({
      slug: page.slug,
      path: contentPagePath(config.content, page.slug),
      title: page.title,
      description: page.description ?? page.title,
      html: renderMarkdown(page.markdown, linkHref),
    }));
  return [...builtIn, ...others];
}
