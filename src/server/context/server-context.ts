import { namedVariable, parseEnvironment, type Environment } from '../../lib/environment/environment.ts';
import { serverConfig, type ServerConfig } from '../server-config.ts';
import { loadDealerRegistry, type DealerRegistry } from './dealer-registry.ts';
import { serverProviders, type ServerProviders } from './server-providers.ts';
import { serverStore, type ServerStore } from './server-store.ts';

/**
 * What every feature of the server runs on, made once at start-up and passed to each feature's
 * routes (`createApp`): the parsed environment, the paths and rates derived from it, the dealers,
 * the database and the providers. Nothing in the server reads `process.env` or keeps a module-level
 * setting; a host that has more to offer (npm start's build session) passes it in here.
 */
export type ServerContext = {
  readonly env: Environment;
  readonly config: ServerConfig;
  readonly dealers: DealerRegistry;
  readonly store: ServerStore;
  readonly providers: ServerProviders;
  /** A variable a dealer's config names (a lead webhook's secret). */
  secret(name: string): string | undefined;
  /** The time stores stamp and holds lapse by (tests fix it). */
  readonly clock: () => Date;
};

export type ServerContextOptions = {
  /** The raw environment; default process.env. A test passes its own, so nothing leaks in from the shell. */
  env?: Readonly<Record<string, string | undefined>>;
  /** What relative paths in it are resolved against; default the current directory. */
  cwd?: string;
  providers?: Partial<ServerProviders>;
  clock?: () => Date;
};

export function createServerContext(o: ServerContextOptions = {}): ServerContext {
  const raw = o.env ?? process.env;
  const env = parseEnvironment(raw);
  const config = serverConfig(env, o.cwd);
  const store = serverStore(env, config.dataDir);
  const clock = o.clock ?? (() => new Date());
  return {
    env,
    config,
    dealers: loadDealerRegistry(config.dealersDir),
    store,
    providers: serverProviders(env, config, store, o.providers, o.clock),
    secret: (name) => namedVariable(name, raw),
    clock,
  };
}
