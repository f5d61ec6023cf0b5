import { z } from 'zod';

const CarIdSchema = z.union([z.string().trim().min(1).max(100), z.number().int().nonnegative()]).transform(String);
const DealerSlugSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, { error: 'must be a dealer slug (lowercase letters, digits and hyphens)' });

/**
 * A stock change event: which cars changed (added, updated, sold or deleted) and/or which dealers'
 * stock to rebuild outright, with the sender's delivery id (a retry repeats it).
 */
export const StockEventSchema = z
  .strictObject({
    delivery_id: z.string().trim().min(1).max(200),
    car_ids: z.array(CarIdSchema).max(10_000).default([]),
    dealers: z.array(DealerSlugSchema).max(200).default([]),
    /** Only the cars' availability (reserved) changed: the rebuild goes live even where stock builds wait for approval. */
    availability: z.boolean().default(false),
  })
  .refine((event) => event.car_ids.length > 0 || event.dealers.length > 0, {
    error: 'name at least one changed car in car_ids or one dealer in dealers',
  });

export type StockEventInput = z.input<typeof StockEventSchema>;
export type StockEvent = z.output<typeof StockEventSchema>;

/** Stock webhook bodies larger than this are refused with 413 before they are read further. */
export const STOCK_EVENT_MAX_BYTES = 64 * 1024;

/** What an accepted stock event asks of each affected dealer's rebuild queue. */
export type RebuildTrigger = { deliveryId: string; carIds: string[]; receivedAt: number; availability?: true };
