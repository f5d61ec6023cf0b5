import { EnvironmentSchema } from '../../lib/environment/environment.ts';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The most warm render processes a long-running server keeps (warm-limit.ts): one per dealer it
 * may rebuild next, each holding that dealer's snapshot and the imported render bundle (a few
 * hundred MB resident, more the larger the stock). Eight keep every sample dealer warm; a group
 * of a hundred dealers keeps its eight most recently changed. 0 starts a render process for every build.
 * FORECOURT_WARM_RENDERERS in the one environment schema (docs/environment.md) says how many.
 */
/** The bound on warm render processes from the environment; an invalid value stops the server at start-up. */
export function warmRenderersFrom(env: Env): number {
  const parsed = EnvironmentSchema.shape.FORECOURT_WARM_RENDERERS.safeParse(env['FORECOURT_WARM_RENDERERS']);
  if (!parsed.success) throw new Error(`FORECOURT_WARM_RENDERERS=${env['FORECOURT_WARM_RENDERERS']}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return parsed.data;
}
