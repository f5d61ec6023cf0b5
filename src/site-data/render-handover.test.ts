import { afterEach, describe, expect, it } from 'vitest';
import { handedSnapshot, handSnapshot, handSnapshotFile, leaveUnlisted, listingFocus, startListing, unlistedPaths } from './render-handover.ts';
import type { SiteSnapshot } from './snapshot.ts';

const snapshot = { buildId: 'b1' } as SiteSnapshot;

afterEach(() => {
  handSnapshot(null);
  startListing(null);
});

describe('the render hand-over', () => {
  it('gives pages the snapshot held in memory before the job file', () => {
    handSnapshotFile('/work/snapshots/b1.json');
    expect(handedSnapshot()).toEqual({ file: '/work/snapshots/b1.json' });
    handSnapshot(snapshot);
    expect(handedSnapshot()).toEqual({ snapshot });
    handSnapshot(null);
    expect(handedSnapshot()).toEqual({ file: '/work/snapshots/b1.json' });
  });

  it('reaches the copy of the module the render bundle inlines', async () => {
    // The bundle is Vite's build of src/pages: its copy of this module is another module instance.
    const copy: string = './render-handover.ts?render-bundle';
    const bundleCopy = (await import(/* @vite-ignore */ copy)) as typeof import('./render-handover.ts');
    expect(bundleCopy.handSnapshot).not.toBe(handSnapshot);
    handSnapshot(snapshot);
    startListing(['car-1']);
    expect(bundleCopy.handedSnapshot()).toEqual({ snapshot });
    expect([...bundleCopy.listingFocus()!]).toEqual(['car-1']);
    bundleCopy.leaveUnlisted('/cars/a/autogauge', 'autogauge:1');
    expect([...unlistedPaths()]).toEqual([['/cars/a/autogauge', 'autogauge:1']]);
  });

  it('starts each listing with its own focus and no unlisted paths', () => {
    startListing(['car-1']);
    leaveUnlisted('/cars/a/autogauge', 'autogauge:1');
    startListing(null);
    expect(listingFocus()).toBeNull();
    expect(unlistedPaths().size).toBe(0);
  });
});
