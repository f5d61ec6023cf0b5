import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { type ConfigProblem, DealerConfigError, issuesToProblems } from './config-error.ts';
import { type DealerContent, crossCheck, loadDealerContent } from './dealer-content.ts';
import { DealerConfigSchema, type DealerConfig } from './dealer-config.ts';
import { displayPath, readJsonFile } from './dealer-files.ts';
import { type JsonValue, deepMerge, hasPath, isPlainObject } from './deep-merge.ts';
import { publicFileProblems } from './public-files.ts';

/** A dealer ready to build: its parsed configuration and validated content. */
export interface Dealer extends DealerContent {
  slug: string;
  /** The dealer folder, as shown in messages. */
  dir: string;
  config: DealerConfig;
  /** The logo file in the dealer folder, when `logo.url` names one; null for URLs and site paths. */
  logoFile: string | null;
  /** The dealer's `public/` folder, whose files the site serves from its root; null when absent. */
  publicDir: string | null;
}

export interface DealerConfigFailure {
  slug: string;
  /** Every problem, one a line: `file: key.path: reason`. */
  message: string;
  error: DealerConfigError;
}

const DEFAULTS_FOLDER = '_defaults';
const CONFIG_FILE = 'dealer.json';

/** Dealer folders under `root`, sorted; folders starting with '_' or '.' are not dealers. */
export function listDealerSlugs(root = 'dealers'): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_') && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();
}

function readObject(file: string, problems: ConfigProblem[]): { [key: string]: JsonValue } {
  const value = readJsonFile(file);
  if (isPlainObject(value)) return value;
  problems.push({ file: displayPath(file), path: '', message: 'expected a JSON object' });
  return {};
}

function resolveLogo(config: DealerConfig, dir: string, fileFor: (p: readonly PropertyKey[]) => string, problems: ConfigProblem[]) {
  const url = config.logo.url;
  if (/^(https?:)?\/\//.test(url) || url.startsWith('/')) return null;
  const file = path.resolve(dir, url);
  if (!file.startsWith(path.resolve(dir) + path.sep) || !existsSync(file)) {
    problems.push({ file: fileFor(['logo', 'url']), path: 'logo.url', message: `no file '${url}' in the dealer folder` });
    return null;
  }
  return displayPath(file);
}

/**
 * Loads one dealer: `_defaults/dealer.json` deep-merged under `<slug>/dealer.json` (objects merge,
 * arrays replace), parsed with every default filled, plus its content files.
 * @throws DealerConfigError listing every problem, each naming its file and key path.
 */
export function loadDealer(slug: string, root = 'dealers'): Dealer {
  const dir = path.join(root, slug);
  const defaultsPath = path.join(root, DEFAULTS_FOLDER, CONFIG_FILE);
  const dealerPath = path.join(dir, CONFIG_FILE);
  const problems: ConfigProblem[] = [];
  const defaults = existsSync(defaultsPath) ? readObject(defaultsPath, problems) : {};
  const own = readObject(dealerPath, problems);
  const fileFor = (p: readonly PropertyKey[]) => displayPath(!hasPath(own, p) && hasPath(defaults, p) ? defaultsPath : dealerPath);

  if (own['slug'] !== undefined && own['slug'] !== slug) {
    problems.push({ file: displayPath(dealerPath), path: 'slug', message: `must equal the folder name '${slug}'` });
  }
  const parsed = DealerConfigSchema.safeParse(deepMerge(defaults, { ...own, slug }), { reportInput: true });
  if (!parsed.success) problems.push(...issuesToProblems(parsed.error.issues, fileFor));

  const content = loadDealerContent(dir, problems);
  if (!parsed.success || problems.length > 0) throw new DealerConfigError(problems);

  const config = parsed.data;
  problems.push(...crossCheck(config, content, dir, fileFor));
  problems.push(...publicFileProblems(config, content.locations, dir, fileFor));
  const logoFile = resolveLogo(config, dir, fileFor, problems);
  if (problems.length > 0) throw new DealerConfigError(problems);
  const publicDir = existsSync(path.join(dir, 'public')) ? displayPath(path.join(dir, 'public')) : null;
  return { slug, dir: displayPath(dir), config, logoFile, publicDir, ...content };
}

/** Loads every dealer under `root`; a failing dealer is reported and never stops the others. */
export function loadAllDealers(root = 'dealers'): { dealers: Dealer[]; failures: DealerConfigFailure[] } {
  const dealers: Dealer[] = [];
  const failures: DealerConfigFailure[] = [];
  for (const slug of listDealerSlugs(root)) {
    try {
      dealers.push(loadDealer(slug, root));
    } catch (error) {
      const wrapped =
        error instanceof DealerConfigError ? error : new DealerConfigError([{ file: displayPath(path.join(root, slug)), path: '', message: String(error) }]);
      failures.push({ slug, message: wrapped.message, error: wrapped });
    }
  }
  return { dealers, failures };
}
