import { makeSlug } from '../inventory/manufacturers.ts';
import type { Model } from './model-schema.ts';

/** Range cards cut the short description at this many characters (rule: site.range-card). */
export const DESCRIPTION_LIMIT = 200;

/** `text` cut to at most `limit` characters, ending in an ellipsis when cut. */
export function cutText(text: string, limit: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= limit) return trimmed;
  return `${trimmed.slice(0, limit - 1).trimEnd()}…`;
}

/** The name a range card shows: a single-digit name glued to the brand (Mazda + 3 → Mazda3), others as they are. */
export function modelName(model: Pick<Model, 'name'>, brand: string): string {
  return /^\d$/.test(model.name.trim()) ? `${brand}${model.name.trim()}` : model.name;
}

/** The model's full name for its page title: 'Mazda3', 'Mazda CX-5'. */
export function modelFullName(model: Pick<Model, 'name'>, brand: string): string {
  const name = modelName(model, brand);
  return name.startsWith(brand) ? name : `${brand} ${name}`;
}

/** A model page's path: the model's override URL, or /{slug} (rule: site.model-path). */
export function modelPath(model: Pick<Model, 'override_url' | 'slug'>): string {
  return model.override_url ?? `/${model.slug}`;
}

/** The manufacturer's body styles of a model, e.g. Hatch, Sedan. */
export function manufacturerBodies(model: Pick<Model, 'manufacturer_body' | 'manufacturer_body2' | 'manufacturer_body3'>): string[] {
  return [model.manufacturer_body, model.manufacturer_body2, model.manufacturer_body3].filter((b) => b !== null);
}

/** The image a range card shows. */
export function modelImage(model: Pick<Model, 'cloudfront_new_image_url' | 'image'>): string {
  return model.cloudfront_new_image_url ?? model.image.url;
}

/** A body as the range page's `body` parameter carries it: lower-cased, spaces to hyphens. */
export function bodyParam(body: string): string {
  return body.trim().toLowerCase().replace(/\s+/g, '-');
}

/** `/models?body=suvs` */
export function rangeBodyUrl(rangePath: string, body: string): string {
  return `${rangePath}?body=${encodeURIComponent(bodyParam(body))}`;
}

const BODY_LABELS: Record<string, string> = { suvs: 'SUVs', utes: 'Utes', cars: 'Cars', hybrids: 'Hybrids', sports: 'Sports' };

/** A body category as buttons and cards name it: 'suvs' → 'SUVs', 'people movers' → 'People Movers'. */
export function bodyLabel(body: string): string {
  return BODY_LABELS[bodyParam(body)] ?? body.replace(/(^|[\s-])(\p{L})/gu, (_, gap: string, letter: string) => gap + letter.toUpperCase());
}

/**
 * The bodies of the dealer's models in the configured order (content.range.body_order); bodies the
 * order does not name follow alphabetically, and bodies without a model are left out.
 */
export function rangeBodies(models: readonly Pick<Model, 'body'>[], order: readonly string[]): string[] {
  const present = new Map<string, string>();
  for (const model of models) for (const body of model.body) if (!present.has(bodyParam(body))) present.set(bodyParam(body), body);
  const ranked = order.map(bodyParam).filter((key) => present.has(key));
  const rest = [...present.keys()].filter((key) => !ranked.includes(key)).sort();
  return [...new Set([...ranked, ...rest])].map((key) => present.get(key)!);
}

/** The models in a body category, in the file's order. */
export function modelsOfBody<M extends Pick<Model, 'body'>>(models: readonly M[], body: string): M[] {
  const key = bodyParam(body);
  return models.filter((m) => m.body.some((b) => bodyParam(b) === key));
}

/** A model page's stock link: the model's own listing, or its make's when no car of the model is in stock. */
export type ModelStockLink = { path: string; of: 'model' | 'make' };

/**
 * Where a model page sends the shopper for its stock: the built /search/{make}/{model}/ landing page
 * of that model, else its make's page, else null.
 */
export function modelStockPath(model: Pick<Model, 'name' | 'slug'>, brand: string, builtPaths: ReadonlySet<string>): ModelStockLink | null {
  const make = `/search/${makeSlug(brand)}/`;
  const own = [makeSlug(modelName(model, brand)), model.slug, makeSlug(model.name)].map((slug) => `${make}${slug}/`).find((path) => builtPaths.has(path));
  if (own) return { path: own, of: 'model' };
  return builtPaths.has(make) ? { path: make, of: 'make' } : null;
}
