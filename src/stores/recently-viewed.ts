import { z } from 'zod';
import { listOf, persistentAtom } from './persistent.ts';

/** How many viewed cars are remembered. */
export const RECENTLY_VIEWED_LIMIT = 10;

const optionalText = z.string().nullish().transform((v) => v ?? null);

/** Viewed-car local record (spec part 1 §3). */
export const ViewedCarSchema = z.object({
  id: z.union([z.string().min(1), z.number()]).transform(String),
  stocknum: optionalText,
  make: optionalText,
  model: optionalText,
  body: optionalText,
  simple_body: optionalText,
});
export type ViewedCar = z.output<typeof ViewedCarSchema>;
export type ViewedCarInput = z.input<typeof ViewedCarSchema>;

/** Viewed cars, newest first. Storage failures are only logged. */
export const $recentlyViewed = persistentAtom<ViewedCar[]>('recently-viewed', [], listOf(ViewedCarSchema));

export function recordViewedCar(car: ViewedCarInput): void {
  const parsed = ViewedCarSchema.safeParse(car);
  if (!parsed.success) {
    console.error(`Could not record viewed car: ${parsed.error.message}`);
    return;
  }
  const entry = parsed.data;
  $recentlyViewed.set([entry, ...$recentlyViewed.get().filter((c) => c.id !== entry.id)].slice(0, RECENTLY_VIEWED_LIMIT));
}
