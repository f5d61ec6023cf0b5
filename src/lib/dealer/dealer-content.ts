import path from 'node:path';
import { BlogsFileSchema, type BlogCard } from '../content/blog-schema.ts';
import { BrandsFileSchema, type Brand } from '../content/brand-schema.ts';
import { DEFAULT_DELIVERY_RATES, DeliveryFileSchema, type DeliveryRates } from '../content/delivery-schema.ts';
import { LocationsFileSchema, type Location } from '../content/location-schema.ts';
import { ModelsFileSchema, type Model } from '../content/model-schema.ts';
import { BannersFileSchema, PromosFileSchema, type PromoCard, type Promotion } from '../content/promo-schema.ts';
import { ReviewsFileSchema, type ReviewsFile } from '../content/review-schema.ts';
import { SlidesFileSchema, type Slide } from '../content/slide-schema.ts';
import { SpecialHoursFileSchema, type SpecialHours } from '../content/special-hours-schema.ts';
import type { ConfigProblem } from './config-error.ts';
import type { DealerConfig } from './dealer-config.ts';
import { displayPath, readContentFile } from './dealer-files.ts';
import { type BlogPost, loadBlogPosts, loadPages } from './dealer-markdown.ts';
import { rootPageProblems } from './root-pages.ts';
import type { MarkdownPage } from '../content/site-content-pages.ts';

export interface DealerContent {
  locations: Location[];
  specialHours: SpecialHours[];
  reviews: ReviewsFile | null;
  promos: PromoCard[];
  banners: Promotion[];
  models: Model[];
  brands: Brand[];
  blogs: BlogCard[];
  slides: Slide[];
  pages: MarkdownPage[];
  blogPosts: BlogPost[];
  delivery: DeliveryRates;
}

/** The content files beside dealer.json; only locations.json is required. */
export const CONTENT_FILES = {
  locations: 'locations.json',
  specialHours: 'special-hours.json',
  reviews: 'reviews.json',
  promos: 'promos.json',
  banners: 'banners.json',
  models: 'models.json',
  brands: 'brands.json',
  blogs: 'blogs.json',
  slides: 'slides.json',
  delivery: 'delivery.json',
} as const;

/** Reads and validates every content file in a dealer folder, collecting problems. */
export function loadDealerContent(dir: string, problems: ConfigProblem[]): DealerContent {
  const at = (name: string) => path.join(dir, name);
  const blogs = readContentFile(at(CONTENT_FILES.blogs), BlogsFileSchema, [], problems) ?? [];
  return {
    locations: readContentFile(at(CONTENT_FILES.locations), LocationsFileSchema, undefined, problems) ?? [],
    specialHours: readContentFile(at(CONTENT_FILES.specialHours), SpecialHoursFileSchema, [], problems) ?? [],
    reviews: readContentFile(at(CONTENT_FILES.reviews), ReviewsFileSchema.nullable(), null, problems) ?? null,
    promos: readContentFile(at(CONTENT_FILES.promos), PromosFileSchema, [], problems) ?? [],
    banners: readContentFile(at(CONTENT_FILES.banners), BannersFileSchema, [], problems) ?? [],
    models: readContentFile(at(CONTENT_FILES.models), ModelsFileSchema, [], problems) ?? [],
    brands: readContentFile(at(CONTENT_FILES.brands), BrandsFileSchema, [], problems) ?? [],
    blogs,
    slides: readContentFile(at(CONTENT_FILES.slides), SlidesFileSchema, [], problems) ?? [],
    pages: loadPages(dir, problems),
    blogPosts: loadBlogPosts(dir, blogs, displayPath(at(CONTENT_FILES.blogs)), problems),
    delivery: readContentFile(at(CONTENT_FILES.delivery), DeliveryFileSchema, DEFAULT_DELIVERY_RATES, problems) ?? DEFAULT_DELIVERY_RATES,
  };
}

/** Checks that hold between files: locations belong to configured dealerships, names and ids resolve, root pages clash with nothing. */
export function crossCheck(
  config: DealerConfig,
  content: DealerContent,
  dir: string,
  configFileFor: (path: readonly PropertyKey[]) => string,
): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const locationsFile = displayPath(path.join(dir, CONTENT_FILES.locations));
  const dealerships = new Map(config.dealerships.map((d) => [d.id, d]));
  content.locations.forEach((l, i) => {
    const dealership = dealerships.get(l.dealership_id);
    if (dealership === undefined) {
      problems.push({ file: locationsFile, path: `[${i}].dealership_id`, message: `dealership ${l.dealership_id} is not in the dealer's dealerships` });
    } else if (dealership.slug !== l.dealership_slug) {
      problems.push({ file: locationsFile, path: `[${i}].dealership_slug`, message: `expected '${dealership.slug}' for dealership ${l.dealership_id}` });
    }
  });
  const names = new Set(content.locations.map((l) => l.name));
  const hoursFile = displayPath(path.join(dir, CONTENT_FILES.specialHours));
  content.specialHours.forEach((s, i) => {
    if (!names.has(s.location_name)) {
      problems.push({ file: hoursFile, path: `[${i}].location_name`, message: `no location named '${s.location_name}'` });
    }
  });
  const ids = new Set(content.locations.map((l) => String(l.id)));
  for (const id of Object.keys(config.phones.location_overrides)) {
    if (!ids.has(id)) {
      const key = ['phones', 'location_overrides', id];
      problems.push({ file: configFileFor(key), path: key.join('.'), message: `no location with id ${id}` });
    }
  }
  problems.push(...rootPageProblems({ config, pages: content.pages, models: content.models }, configFileFor));
  return problems;
}
