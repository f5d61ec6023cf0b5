import { z } from 'zod';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The most warm render processes a long-running server keeps (warm-limit.ts): one per dealer it
 * may rebuild next, each holding that dealer's snapshot and the imported render bundle (a few
 * hundred MB resident, more the larger the stock). Eight keep every sample dealer warm; a group
 * of a hundred dealers keeps its eight most recently changed. 0 starts a render process for every build.
 */
export const DEFAULT_WARM_RENDERERS = 8;

/** FORECOURT_WARM_RENDERERS: a whole number of processes, 0 or more (unset: DEFAULT_WARM_RENDERERS). */
const WarmRenderersSchema = z
  .string()
  .trim()
  .regex(/^\d+$/, 'must be a whole number of render processes, 0 or more')
  .transform(Number)
  .optional()
  .transform((n) => n ?? DEFAULT_WARM_RENDERERS);

/** The bound on warm render processes from the environment; an invalid value stops the server at start-up. */
export function warmRenderersFrom(env: Env): number {
  const parsed = WarmRenderersSchema.safeParse(env['FORECOURT_WARM_RENDERERS']);
  if (!parsed.success) throw new Error(`FORECOURT_WARM_RENDERERS=${env['FORECOURT_WARM_RENDERERS']}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return parsed.data;
}
