import type { LocationCardView as View } from '../../lib/locations/location-card.ts';
import { STRINGS } from '../../lib/strings.ts';
import { reactIsland } from '../react-island.ts';
import LocationMedia from './LocationMedia.tsx';

interface Props {
  view: View;
  headingLevel: 2 | 3;
  /** Whether pressing the map frames the dealer's map provider (pages, not the carousel). */
  embedMap?: boolean;
}

/**
 * A location card (rule: locations.card): its map or photo (rule: locations.map), address, phone, hours, Get Directions and
 * the contact and booking links. Rendered on the server in pages and by the 'Our Locations' carousel.
 */
export default reactIsland(function LocationCardView({ view, headingLevel, embedMap = false }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const named = (text: string) => (
    <>
      {text}
      <span className="visually-hidden"> {view.name}</span>
    </>
  );
  return (
    <article className="location-card" data-location-type={view.type || 'other'}>
      <LocationMedia photo={view.image} map={view.map} embedOnClick={embedMap} />
      <div className="lc-body">
        <Heading className="lc-name">
          <a href={view.href}>{view.name}</a>
        </Heading>
        <p className="lc-type">{STRINGS.locationTypes[view.type]}</p>
        <address>
          {view.addressLines[0]}
          <br />
          {view.addressLines[1]}
          {view.phone && (
            <>
              <br />
              <a href={view.phone.href}>{view.phone.text}</a>
            </>
          )}
        </address>
        <dl className="lc-hours" aria-label={STRINGS.openingHours}>
          {view.hours.map((row) => (
            <div key={row.label}>
              <dt>{row.label}</dt>
              <dd>{row.hours}</dd>
            </div>
          ))}
        </dl>
        <div className="lc-actions">
          <a className="btn" href={view.directionsHref} target="_blank" rel="noopener">
            {named(STRINGS.getDirections)}
          </a>
          <a className="btn secondary" href={view.contactHref}>
            {named(STRINGS.contactUs)}
          </a>
          {view.book && (
            <a className="btn secondary" href={view.book.href}>
              {named(view.book.label)}
            </a>
          )}
          {view.website && (
            <a className="btn secondary" href={view.website} rel="noopener">
              {named(STRINGS.visitWebsite)}
            </a>
          )}
        </div>
      </div>
    </article>
  );
});
