import { memo, useId, useState } from 'react';
import type { FacetValue } from '../../lib/listing/facet-order.ts';
import { LISTING_COPY } from '../../lib/listing/copy.ts';

export type FacetOption = FacetValue & { label: string; checked: boolean };

type Props = {
  attribute: string;
  title: string;
  options: FacetOption[];
  /** Options listed before the 'show more' control; the rest stay behind it. */
  visible?: number | null;
  /** Text of the control revealing the rest, e.g. 'Show all makes'. */
  showMoreLabel?: string;
  /** Stable across renders: the list re-renders only when its options change. */
  onToggle: (attribute: string, value: string) => void;
};

const count = new Intl.NumberFormat('en-AU');

/** Above this many values a facet is long: in the phone drawer it starts collapsed, with a search box. */
const LONG_FACET = 10;

/**
 * A facet's values as checkboxes with their (disjunctive) counts. A long facet (colours, say) in the
 * phone drawer starts collapsed to the values ticked, and opens onto a search box that narrows its
 * values; from 900 px wide the toggle and the search box are not shown and every value is listed
 * (listing.css; rule: listing.filter-drawer).
 */
function FacetList({ attribute, title, options, visible = null, showMoreLabel = 'Show more', onToggle }: Props) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const [open, setOpen] = useState(false);
  const [find, setFind] = useState('');
  if (options.length === 0) return null;
  const cut = visible !== null && !expanded && options.length > visible;
  const shown = cut ? options.filter((o, i) => i < visible || o.checked) : options;
  // A facet with its own 'show more' (makes) is already short.
  const long = visible === null && options.length > LONG_FACET;
  const wanted = find.trim().toLowerCase();
  const listed = long && wanted !== '' ? shown.filter((o) => o.checked || o.label.toLowerCase().includes(wanted)) : shown;
  const classes = ['facet', long ? 'facet--long' : '', long && !open ? 'collapsed' : ''].filter(Boolean).join(' ');
  return (
    <fieldset className={classes} data-facet={attribute}>
      <legend>{title}</legend>
      {long ? (
        <button
          type="button"
          className="link-button facet-toggle"
          aria-expanded={open}
          aria-controls={`${id}-values`}
          aria-label={`${open ? LISTING_COPY.hideFacet : LISTING_COPY.showFacet} ${title}`}
          onClick={() => setOpen(!open)}
        >
          {open ? LISTING_COPY.hideFacet : LISTING_COPY.showFacet}
        </button>
      ) : null}
      {long ? (
        <input
          type="search"
          className="facet-search"
          aria-label={LISTING_COPY.searchFacet(title)}
          placeholder={LISTING_COPY.searchFacet(title)}
          value={find}
          onChange={(event) => setFind(event.target.value)}
        />
      ) : null}
      <ul id={`${id}-values`}>
        {listed.map((option) => {
          // Values hold spaces ('Toyota HiLux'); an id may not.
          const inputId = `${id}-${encodeURIComponent(option.value)}`;
          return (
            <li key={option.value} className={option.checked ? 'checked' : undefined}>
              <input type="checkbox" id={inputId} checked={option.checked} onChange={() => onToggle(attribute, option.value)} />
              <label htmlFor={inputId}>
                <span className="facet-label">{option.label}</span> <span className="facet-count">{count.format(option.count)}</span>
              </label>
            </li>
          );
        })}
      </ul>
      {cut ? (
        <button type="button" className="link-button" onClick={() => setExpanded(true)}>
          {showMoreLabel}
        </button>
      ) : null}
    </fieldset>
  );
}

const sameOptions = (a: readonly FacetOption[], b: readonly FacetOption[]) =>
  a.length === b.length &&
  a.every((o, i) => {
    const p = b[i]!;
    return o.value === p.value && o.count === p.count && o.checked === p.checked && o.label === p.label;
  });

export default memo(
  FacetList,
  (prev, next) =>
    prev.attribute === next.attribute &&
    prev.title === next.title &&
    prev.visible === next.visible &&
    prev.showMoreLabel === next.showMoreLabel &&
    prev.onToggle === next.onToggle &&
    sameOptions(prev.options, next.options),
);
