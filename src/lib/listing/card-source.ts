import type { StockDocument } from '../search/stock-document.ts';
import type { CardSource } from './card-view.ts';

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const bool = (v: unknown): boolean => v === true;
const date = (v: unknown): string | number | null => (typeof v === 'string' || typeof v === 'number' ? v : null);

/**
 * A search hit read as a card source. Works for the browser's listing documents (whose `fuel` and
 * `transmission` are facet values, with the feed's fuel text in `fuel_detail` and `has_photos`
 * for the photo count) and for Meilisearch hits, which carry the feed record's own fields.
 */
export function cardSourceOf(doc: StockDocument): CardSource {
  const photos = num(doc['photos_count']) ?? (typeof doc['has_photos'] === 'boolean' ? (doc['has_photos'] ? 1 : 0) : null);
  const processors = doc['payment_processors'];
  return {
    id: doc.id,
    slug: text(doc['slug']) ?? doc.id,
    year: num(doc['year']),
    make: text(doc['make']),
    model: text(doc['model']),
    badge: text(doc['badge']),
    series: text(doc['series']),
    price: num(doc['price']),
    before_price: num(doc['before_price']),
    subscription_price: num(doc['subscription_price']),
    preorder: bool(doc['preorder']),
    price_type: text(doc['price_type']),
    car_type: text(doc['car_type']),
    status: text(doc['status']) ?? '',
    simple_transmission: text(doc['simple_transmission']),
    trans: text(doc['trans']) ?? text(doc['transmission']),
    km: num(doc['km']),
    simple_fuel: text(doc['simple_fuel']),
    fuel: 'fuel_detail' in doc ? (text(doc['fuel_detail']) ?? text(doc['fuel'])) : text(doc['fuel']),
    reserved: bool(doc['reserved']),
    certified: bool(doc['certified']),
    tag: text(doc['tag']),
    created_at: date(doc['created_at']),
    sold_at: date(doc['sold_at']),
    primary_image_url: text(doc['primary_image_url']),
    item_type: text(doc['item_type']),
    simple_body: text(doc['simple_body']),
    body: text(doc['body']),
    bodyconfiguration: text(doc['bodyconfiguration']),
    images: Array.isArray(doc['images']) ? (doc['images'] as unknown[]) : null,
    photos_count: photos,
    payment_processors: Array.isArray(processors) ? processors.filter((p): p is string => typeof p === 'string') : [],
  };
}
