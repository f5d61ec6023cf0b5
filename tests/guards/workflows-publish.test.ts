import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadDealer, type Dealer } from '../../src/lib/dealer/load-dealer.ts';
import { DealerSwitchesSchema } from '../../src/lib/dealer/dealer-config.ts';
import { headersFileOf } from '../../src/site-data/security-headers.server.ts';
import { buildDir, promote } from '../../src/engine/release/releases.ts';
import { renderBundleDir } from '../../src/engine/render/shared-bundle.ts';
import { workPaths, type WorkPaths } from '../../src/engine/work-dir.ts';
import { startLocalS3, type LocalS3 } from '../../src/engine/publish/local-s3.ts';
import { publishLive } from '../../src/engine/publish/publish-stage.ts';
import { recordedPurge } from '../../src/engine/publish/recorded-purge.ts';

/**
 * The CI workflows that build, release and publish dealer sites: they parse, their build caches name
 * where the engine keeps what a build reads (the shared render bundle, the publish stage's state),
 * and their CloudFront step applies the very folder the publish stage writes.
 */
const root = path.resolve(import.meta.dirname, '../..');
type Step = { name?: string; uses?: string; run?: string; if?: string; env?: Record<string, string>; with?: { path?: string } };
type Workflow = { jobs: Record<string, { steps: Step[] }> };
/** Parsed by `yaml` (eemeli/yaml, YAML 1.2 as GitHub Actions reads it); a devDependency for this test alone. */
const workflow = (file: string) => parse(fs.readFileSync(path.join(root, '.github', 'workflows', file), 'utf8')) as Workflow;
const WORKFLOWS = [
  { file: 'rebuild.yml', job: 'build', dealer: '${{ matrix.dealer }}' },
  { file: 'release.yml', job: 'release', dealer: '${{ inputs.dealer }}' },
];

/** A workflow's cache steps' paths, `<dealer>` for its dealer expression. */
function cachePaths(w: (typeof WORKFLOWS)[number]) {
  const steps = workflow(w.file).jobs[w.job]!.steps;
  const of = (action: string) => {
    const step = steps.find((s) => s.uses?.startsWith(`actions/cache/${action}@`));
    return step!
      .with!.path!.trim()
      .split('\n')
      .map((p) => p.trim().replaceAll(w.dealer, '<dealer>'));
  };
  return { restore: of('restore'), save: of('save'), steps };
}

let s3: LocalS3;
let tmp: string;
let paths: WorkPaths;
beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-workflows-'));
  s3 = await startLocalS3(path.join(tmp, 's3'));
  paths = workPaths({ work: path.join(tmp, 'work') });
});
afterAll(async () => {
  await s3?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const covered = (file: string, cached: string[]) => cached.some((p) => file === p || file.startsWith(`${p}/`));

describe('the build and release workflows', () => {
  it('restore and save the same cache, naming the shared render bundle where the engine keeps it', () => {
    // <work>/.cache/astro/bundles/<key>/render: the folder of every key is what a build needs.
    const bundles = path.relative(paths.work, path.dirname(path.dirname(renderBundleDir(paths, 'key'))));
    expect(bundles).toBe('.cache/astro/bundles');
    for (const w of WORKFLOWS) {
      const { restore, save } = cachePaths(w);
      expect(save, w.file).toEqual(restore);
      expect(restore, w.file).toContain(bundles);
      // No per-dealer Astro cache: the shared bundle replaced it.
      expect(
        restore.filter((p) => p.startsWith('.cache/astro/') && p !== bundles),
        w.file,
      ).toEqual([]);
    }
  });

  it("cache everything a CloudFront dealer's publish keeps between runs, and apply the CloudFront files it writes with the AWS CLI", async () => {
    const real = loadDealer('harbour-mazda', path.join(root, 'dealers'));
    const dealer: Dealer = {
      ...real,
      config: {
        ...real.config,
        publish: DealerSwitchesSchema.shape.publish.parse({
          endpoint: s3.endpoint,
          bucket: s3.bucket,
          prefix: 'harbour-mazda/',
          purge: { provider: 'cloudfront', distribution_id: 'E2QWRUHAPOMQZL' },
        }),
      },
    };
    const id = '20261127T000000Z-aaaaaa';
    const dir = buildDir(dealer.slug, id, { root: paths.work });
    const files = { 'index.html': '<a href="/cars/x/">x</a>', 'cars/x/index.html': 'x', _headers: headersFileOf(real.config) };
    for (const [file, body] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), body);
    }
    promote(dealer.slug, id, { root: paths.work }, { manifestFollows: true });
    const log: string[] = [];
    // The CloudFront purge itself is purge-cdn.test.ts's: here it is recorded elsewhere, so only the stage's own state is in .cache/publish.
    await publishLive(dealer, { paths, log: (l) => log.push(l), env: s3.env, cdn: recordedPurge(path.join(tmp, 'purges'), dealer.slug) });

    const state = path.join(paths.cache, 'publish', dealer.slug);
    const written = fs
      .readdirSync(state, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.relative(paths.work, path.join(e.parentPath, e.name)).replaceAll(dealer.slug, '<dealer>'));
    expect(written.sort()).toEqual([
      '.cache/publish/<dealer>/cloudfront/pending',
      '.cache/publish/<dealer>/cloudfront/response-headers-policy.json',
      '.cache/publish/<dealer>/cloudfront/viewer-request.js',
      '.cache/publish/<dealer>/hashes.json',
      // The manifest whose deletions and purge this machine finished (published-manifest.ts settle).
      '.cache/publish/<dealer>/settled.json',
    ]);
    const cloudfront = path.relative(paths.work, path.join(state, 'cloudfront'));
    expect(log.join('\n')).toContain(`apply them (scripts/apply-cloudfront.sh ${path.join(state, 'cloudfront')})`);

    for (const w of WORKFLOWS) {
      const { restore, steps } = cachePaths(w);
      for (const file of written) expect(covered(file, restore), `${w.file} caches ${file}`).toBe(true);
      const at = (test: (s: Step) => boolean) => steps.findIndex(test);
      const apply = steps[at((s) => s.run?.includes('scripts/apply-cloudfront.sh') === true)]!;
      expect(apply, w.file).toBeDefined();
      expect(fs.existsSync(path.join(root, 'scripts/apply-cloudfront.sh'))).toBe(true);
      expect(apply.run).toContain(`dir="${cloudfront.replace(dealer.slug, '$DEALER')}"`);
      expect(apply.run).toContain('bash scripts/apply-cloudfront.sh "$dir"');
      // The AWS CLI needs a region even for CloudFront, a global service.
      expect(apply.env?.['AWS_DEFAULT_REGION']).toBe('us-east-1');
      // After the step that publishes, before the cache is saved (whatever happened: a failed apply stays pending).
      const publishes = at((s) => /npm run (build|\$\{\{ inputs\.action \}\})/.test(s.run ?? ''));
      const save = at((s) => s.uses?.startsWith('actions/cache/save@') === true);
      expect(publishes, w.file).toBeGreaterThanOrEqual(0);
      expect(at((s) => s === apply)).toBeGreaterThan(publishes);
      expect(save).toBeGreaterThan(at((s) => s === apply));
      expect(steps[save]!.if, w.file).toBe('always()');
    }
  });
});
