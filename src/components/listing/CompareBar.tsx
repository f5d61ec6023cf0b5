import { useStore } from '@nanostores/react';
import { $compare, clearCompare, COMPARE_LIMIT } from '../../stores/compare.ts';
import { useMounted } from '../car/use-mounted.ts';

/** Shown while cars are picked for comparison: a link to compare them side by side. */
export default function CompareBar() {
  const mounted = useMounted();
  const picked = useStore($compare);
  if (!mounted || picked.length === 0) return null;
  return (
    <div className="compare-bar" role="region" aria-label="Compare">
      <span>
        {picked.length} of {COMPARE_LIMIT} cars picked
      </span>
      <a className="btn" href="/compare/">
        Compare ({picked.length})
      </a>
      <button type="button" className="link-button" onClick={clearCompare}>
        Clear
      </button>
    </div>
  );
}
