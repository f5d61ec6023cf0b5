import { activeCarTypeToggle, carTypeToggleOptions, type CarTypeToggleId, type CarTypeToggleSettings } from '../../lib/listing/car-type-toggle.ts';
import { showMeCount } from '../../lib/listing/counts.ts';

type Props = {
  settings: Partial<CarTypeToggleSettings>;
  selected: readonly string[] | undefined;
  /** car_type counts for the current search, other refinements applied. */
  counts?: Readonly<Record<string, number>> | undefined;
  /** Without a handler the options are plain links to their listing routes. */
  onSelect?: (id: CarTypeToggleId) => void;
};

const number = new Intl.NumberFormat('en-AU');

/** All / New / (New / Demo) / Demo / Used: one selected at a time; none selected means all. */
export default function CarTypeToggle({ settings, selected, counts, onSelect }: Props) {
  const active = activeCarTypeToggle(selected);
  const options = carTypeToggleOptions(settings);
  if (options.length === 0) return null;
  return (
    <nav className="car-type-toggle" aria-label="Condition">
      {options.map((option) => {
        const count = counts ? showMeCount(counts, option.carTypes) : null;
        return (
          <a
            key={option.id}
            href={option.href === '/search/new-used-and-demo-cars' ? '/search/' : `${option.href}/`}
            aria-current={active === option.id ? 'true' : undefined}
            data-toggle={option.id}
            onClick={
              onSelect
                ? (event) => {
                    event.preventDefault();
                    onSelect(option.id);
                  }
                : undefined
            }
          >
            {option.label}
            {count !== null ? <span className="toggle-count">({number.format(count)})</span> : null}
          </a>
        );
      })}
    </nav>
  );
}
