import { useStore } from '@nanostores/react';
import { facetValueLabel } from '../../lib/listing/facet-panels.ts';
import { searchHistoryLabel } from '../../lib/listing/search-history.ts';
import { $searchHistory } from '../../stores/search-history.ts';
import { useMounted } from '../car/use-mounted.ts';

/** The last 5 searches that had refinements, as links back to them. */
export default function RecentSearches() {
  const mounted = useMounted();
  const history = useStore($searchHistory);
  if (!mounted || history.length === 0) return null;
  return (
    <section className="recent-searches" aria-label="Recent searches">
      <h2>Recent searches</h2>
      <ul>
        {history.map((entry) => (
          <li key={entry.path}>
            <a href={entry.path}>{searchHistoryLabel(entry, ['car_type', 'make', 'make_model', 'model'], facetValueLabel)}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
