import { Fragment, useEffect, useId, useRef, useState } from 'react';
import { formatAud } from '../../lib/inventory/price-display.ts';
import { clampHandles, refineRange, sliderRange, sliderStep, type RangeValue, type SliderRange } from '../../lib/listing/slider.ts';
import { SLIDER_DEBOUNCE_MS } from '../../lib/listing/input-delays.ts';

type Props = {
  attribute: 'price' | 'km' | 'year';
  title: string;
  stats: { min: number; max: number } | undefined;
  value: RangeValue | undefined;
  onChange: (range: RangeValue | null) => void;
  /**
   * A set price range leaves out cars without a price; this offers them back (rule:
   * listing.price-sort). Shown only while the range is set.
   */
  unpriced?: { included: boolean; onChange: (include: boolean) => void; label: string } | undefined;
};

const whole = new Intl.NumberFormat('en-AU');
const FORMAT: Record<Props['attribute'], (n: number) => string> = {
  price: formatAud,
  km: (n) => `${whole.format(n)} km`,
  year: String,
};
/** Price and km handles move in whole thousands; years in years. */
const ROUNDING: Record<Props['attribute'], number> = { price: 1000, km: 1000, year: 1 };

/**
 * A two-handle range slider over the data's range (0 to 100,000 without data). Handles are
 * clamped, rounded and kept at least 1 apart; the refinement is sent 400 ms after the last move.
 */
export default function RangeFacet({ attribute, title, stats, value, onChange, unpriced }: Props) {
  const id = useId();
  const rounding = ROUNDING[attribute];
  const range: SliderRange = sliderRange(stats, rounding);
  const fromValue = (): SliderRange => ({ min: value?.min ?? range.min, max: value?.max ?? range.max });
  const [handles, setHandles] = useState<SliderRange>(fromValue);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const dragging = useRef(false);

  useEffect(() => {
    // The handles follow the state and the data's range unless the shopper is moving them.
    if (!dragging.current) setHandles(fromValue());
  }, [value?.min, value?.max, range.min, range.max]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const move = (moved: 'min' | 'max', raw: number) => {
    const next = clampHandles({ ...handles, [moved]: raw }, range, { moved, rounding, minGap: 1 });
    setHandles(next);
    dragging.current = true;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      dragging.current = false;
      const refined = refineRange(next, range);
      if (refined === null) return;
      onChange(refined.min === undefined && refined.max === undefined ? null : refined);
    }, SLIDER_DEBOUNCE_MS);
  };

  const step = attribute === 'year' ? 1 : sliderStep(range);
  const format = FORMAT[attribute];
  return (
    <fieldset className="facet range-facet" data-facet={attribute}>
      <legend>{title}</legend>
      <output htmlFor={`${id}-min ${id}-max`} className="range-values">
        {format(handles.min)} – {format(handles.max)}
      </output>
      <div className="range-inputs">
        {(['min', 'max'] as const).map((handle) => (
          <Fragment key={handle}>
            <label className="visually-hidden" htmlFor={`${id}-${handle}`}>{`${title} ${handle === 'min' ? 'from' : 'to'}`}</label>
            <input
              type="range"
              id={`${id}-${handle}`}
              data-handle={handle}
              min={range.min}
              max={range.max}
              step={step}
              value={handles[handle]}
              onChange={(e) => move(handle, Number(e.currentTarget.value))}
            />
          </Fragment>
        ))}
      </div>
      {unpriced && value !== undefined && (
        <label className="range-unpriced">
          <input type="checkbox" checked={unpriced.included} onChange={(e) => unpriced.onChange(e.currentTarget.checked)} />
          {unpriced.label}
        </label>
      )}
    </fieldset>
  );
}
