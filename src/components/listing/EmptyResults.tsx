import { STRINGS } from '../../lib/strings.ts';

/** The empty result card: 'No Results Available', the spec's text and 'Clear Filters'. */
export default function EmptyResults({ onClear }: { onClear: () => void }) {
  return (
    <div className="empty-results" role="status">
      <h2>{STRINGS.noResultsTitle}</h2>
      <p>{STRINGS.noResultsText}</p>
      <button type="button" className="btn" onClick={onClear}>
        {STRINGS.clearFilters}
      </button>
    </div>
  );
}
