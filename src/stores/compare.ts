import { z } from 'zod';
import { listOf, persistentAtom } from './persistent.ts';

export const COMPARE_LIMIT = 3;

export const CompareCarSchema = z.object({
  id: z.union([z.string().min(1), z.number()]).transform(String),
  name: z.string().nullish().transform((v) => v ?? ''),
  slug: z.string().min(1),
  primary_image_url: z.string().nullish().transform((v) => v ?? null),
});
export type CompareCar = z.output<typeof CompareCarSchema>;
export type CompareCarInput = z.input<typeof CompareCarSchema>;

/** Cars picked for comparison, in the order picked; kept across page loads. */
export const $compare = persistentAtom<CompareCar[]>('compare', [], (raw) => listOf(CompareCarSchema)(raw).slice(0, COMPARE_LIMIT));

export type CompareToggle = 'added' | 'removed' | 'full';

/** Adds or removes a car; a fourth car is refused ('full'). */
export function toggleCompare(car: CompareCarInput): CompareToggle {
  const entry = CompareCarSchema.parse(car);
  const list = $compare.get();
  if (list.some((c) => c.id === entry.id)) {
    $compare.set(list.filter((c) => c.id !== entry.id));
    return 'removed';
  }
  if (list.length >= COMPARE_LIMIT) return 'full';
  $compare.set([...list, entry]);
  return 'added';
}

export function isCompared(id: string | number): boolean {
  return $compare.get().some((c) => c.id === String(id));
}

export function clearCompare(): void {
  $compare.set([]);
}
