import { asRecord, idField, listOfRecords, optionalText, requiredText } from './record-fields.ts';
import { persistentList } from './persistent-list.ts';

export const COMPARE_LIMIT = 3;

export type CompareCar = { id: string; name: string; slug: string; primary_image_url: string | null };
export type CompareCarInput = {
  id: string | number;
  name?: string | null | undefined;
  slug: string;
  primary_image_url?: string | null | undefined;
};

export function parseCompareCar(raw: unknown): CompareCar | undefined {
  const r = asRecord(raw);
  if (!r) return undefined;
  const id = idField(r['id']);
  const slug = requiredText(r['slug']);
  const name = optionalText(r['name'], '');
  const image = optionalText(r['primary_image_url'], null);
  if (id === undefined || slug === undefined || name === undefined || image === undefined) return undefined;
  return { id, name, slug, primary_image_url: image };
}

/** Cars picked for comparison, in the order picked; kept across page loads. */
export const $compare = persistentList<CompareCar>('forecourt:compare', (raw) => listOfRecords(parseCompareCar)(raw).slice(0, COMPARE_LIMIT));

export type CompareToggle = 'added' | 'removed' | 'full';

/** Adds or removes a car; a fourth car is refused ('full'). */
export function toggleCompare(car: CompareCarInput): CompareToggle {
  const entry = parseCompareCar(car);
  if (!entry) throw new TypeError(`Not a compare car record: ${JSON.stringify(car)}`);
  const list = $compare.get();
  if (list.some((c) => c.id === entry.id)) {
    $compare.set(list.filter((c) => c.id !== entry.id));
    return 'removed';
  }
  if (list.length >= COMPARE_LIMIT) return 'full';
  $compare.set([...list, entry]);
  return 'added';
}

export function removeCompare(id: string | number): void {
  $compare.set($compare.get().filter((c) => c.id !== String(id)));
}

export function isCompared(id: string | number): boolean {
  return $compare.get().some((c) => c.id === String(id));
}

export function clearCompare(): void {
  $compare.set([]);
}
