/** The console's shared bits of formatting: a time, and a titled list of cars. */
export const when = (iso: string) => new Date(iso).toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short' });

type Car = { id: string; slug: string; title: string; note?: string };

type Props = {
  label: string;
  cars: readonly Car[];
  /** The heading's level, under the section it sits in. */
  level: 3 | 4;
  /** Where each car's page is (the live site '', the staged preview's origin); null: no page to link (a car that left). */
  base: string | null;
  /** Said when there are none; without it, nothing is shown. */
  empty?: string;
};

/** A titled list of cars, each linked to its page where it has one. */
export function ChangeList({ label, cars, level, base, empty }: Props) {
  const Heading = level === 3 ? 'h3' : 'h4';
  if (cars.length === 0) return empty ? <p>{empty}</p> : null;
  return (
    <>
      <Heading>
        {label} ({cars.length})
      </Heading>
      <ul className="console-cars">
        {cars.map((car) => (
          <li key={car.id}>
            {base === null ? car.title || car.id : <a href={`${base}/cars/${car.slug}/`}>{car.title || car.id}</a>}
            {car.note && ` ${car.note}`}
          </li>
        ))}
      </ul>
    </>
  );
}
