import { useId } from 'react';
import { STRINGS } from '../../lib/strings.ts';
import type { ListingSort } from '../../lib/listing/url-state.ts';

const SORT_LABELS: ReadonlyArray<[ListingSort, string]> = [
  ['relevance', 'Most relevant'],
  ['latest', 'Latest'],
  ['price_desc', 'Highest price'],
  ['price_asc', 'Lowest price'],
];

type Props = {
  sort: ListingSort;
  postcode: string;
  offerDistance: boolean;
  /** The postcode is not an Australian postcode we know. */
  unknownPostcode: boolean;
  onSort: (sort: ListingSort) => void;
  onPostcode: (postcode: string) => void;
};

export default function SortSelect({ sort, postcode, offerDistance, unknownPostcode, onSort, onPostcode }: Props) {
  const id = useId();
  return (
    <div className="sort">
      <label htmlFor={`${id}-sort`}>Sort by</label>
      <select id={`${id}-sort`} name="sortBy" value={sort} onChange={(e) => onSort(e.currentTarget.value as ListingSort)}>
        {SORT_LABELS.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
        {offerDistance ? <option value="distance">Nearest to my postcode</option> : null}
      </select>
      {offerDistance && sort === 'distance' ? (
        <span className="postcode">
          <label htmlFor={`${id}-postcode`}>Postcode</label>
          <input
            id={`${id}-postcode`}
            name="postcode"
            inputMode="numeric"
            pattern="\d{4}"
            maxLength={4}
            size={5}
            defaultValue={postcode}
            onChange={(e) => {
              const value = e.currentTarget.value.trim();
              if (/^\d{4}$/.test(value) || value === '') onPostcode(value);
            }}
          />
          {unknownPostcode && postcode ? <span role="alert">{STRINGS.invalidPostcode}</span> : null}
        </span>
      ) : null}
    </div>
  );
}
