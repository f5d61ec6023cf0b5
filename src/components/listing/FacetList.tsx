import { memo, useId, useState } from 'react';
import type { FacetValue } from '../../lib/listing/facet-order.ts';

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

/** A facet's values as checkboxes with their (disjunctive) counts. */
function FacetList({ attribute, title, options, visible = null, showMoreLabel = 'Show more', onToggle }: Props) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  if (options.length === 0) return null;
  const cut = visible !== null && !expanded && options.length > visible;
  const shown = cut ? options.filter((o, i) => i < visible || o.checked) : options;
  return (
    <fieldset className="facet" data-facet={attribute}>
      <legend>{title}</legend>
      <ul>
        {shown.map((option) => {
          // Values hold spaces ('Toyota HiLux'); an id may not.
          const inputId = `${id}-${encodeURIComponent(option.value)}`;
          return (
            <li key={option.value}>
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
