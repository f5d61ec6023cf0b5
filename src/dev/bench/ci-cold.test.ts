import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ciCachePaths } from './ci-cold.ts';
import { baseSnapshotPath } from '../../engine/build/build-snapshot.ts';
import { renderBundleDir } from '../../engine/render/shared-bundle.ts';
import { workPaths } from '../../engine/work-dir.ts';

describe("the rebuild workflow's build cache", () => {
  const paths = workPaths({ root: '/repo', work: '/work', env: {} });
  const restored = ciCachePaths(process.cwd(), 'some-dealer');
  const covered = (file: string) => restored.some((p) => !path.relative(path.join(paths.work, p), file).startsWith('..'));

  it('restores what an incremental build of the dealer starts from: its builds, the render bundle and its base snapshot', () => {
    expect(covered(path.join(paths.builds, 'some-dealer', 'releases.json'))).toBe(true);
    expect(covered(path.join(renderBundleDir(paths, 'abc123'), 'meta.json'))).toBe(true);
    expect(covered(baseSnapshotPath(paths, 'some-dealer'))).toBe(true);
    expect(covered(path.join(paths.cache, 'code-digest.json'))).toBe(true);
  });

  it("restores no other dealer's builds", () => {
    expect(covered(path.join(paths.builds, 'other-dealer', 'releases.json'))).toBe(false);
    expect(covered(baseSnapshotPath(paths, 'other-dealer'))).toBe(false);
  });
});
