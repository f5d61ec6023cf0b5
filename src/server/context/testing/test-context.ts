import path from 'node:path';
import type { Hono } from 'hono';
import { createApp } from '../../app.ts';
import type { ServerEnv } from '../../server-env.ts';
import { closeServer, serverFeatures, type ServerFeatures } from '../../server-features.ts';
import type { DatabaseLocation } from '../../store/open-database.ts';
import { createServerContext, type ServerContext, type ServerContextOptions } from '../server-context.ts';

const root = path.resolve(import.meta.dirname, '../../../..');

/**
 * A server context for a test: the repository's dealers, only the variables given (nothing from
 * the shell's environment), and the database at `location` (PostgreSQL's URL; the embedded file
 * under FORECOURT_DATA_DIR otherwise).
 */
export function testContext(
  env: Record<string, string> = {},
  o: Omit<ServerContextOptions, 'env' | 'cwd'> & { location?: DatabaseLocation } = {},
): ServerContext {
  const { location, ...rest } = o;
  return createServerContext({ ...rest, cwd: root, env: { ...env, ...(location?.engine === 'postgres' ? { DATABASE_URL: location.url } : {}) } });
}

/** The app on a test context with the features made on it (`given` ones first), and how to close both. */
export type TestServer = { context: ServerContext; features: ServerFeatures; app: Hono<ServerEnv>; close(): Promise<void> };

export function testServer(
  env: Record<string, string> = {},
  o: Parameters<typeof testContext>[1] & { features?: (context: ServerContext) => Partial<ServerFeatures> } = {},
): TestServer {
  const { features: given, ...options } = o;
  const context = testContext(env, options);
  const features = serverFeatures(context, given?.(context));
  return { context, features, app: createApp(context, features), close: () => closeServer(context, features) };
}
