import { z } from 'zod';

/** Build and release policy: whether stock builds go live at once, and how many builds are kept. */
export const BuildsConfigSchema = z.strictObject({
  auto_promote_stock_builds: z
    .boolean()
    .default(true)
    .describe('Stock-triggered builds go live at once; false leaves them staged for the dealer to preview and promote.'),
  keep: z.number().int().min(1).default(5).describe('Immutable builds kept for rollback.'),
});
