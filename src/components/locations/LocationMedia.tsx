import type { LocationMapView } from '../../lib/locations/location-card.ts';
import { MAP_COPY } from '../../lib/locations/map-copy.ts';
import LocationMap from './LocationMap.tsx';
import './location-media.css';

interface Props {
  /** The location's photo, shown when the dealer gives no static map. */
  photo: string | null;
  map: LocationMapView;
  /** Whether pressing the media frames the provider's map here (off in the carousel, whose cards React redraws). */
  embedOnClick: boolean;
}

/**
 * A location's map or image (rule: locations.map): the static map image the dealer provides, else its
 * photo, else a map drawn from its coordinates — none of them from a third party. Where the dealer
 * embeds a map provider, the media is a link to the provider's map that frame-on-click.ts turns into
 * the embedded map when pressed; nothing of the provider loads before.
 */
export default function LocationMedia({ photo, map, embedOnClick }: Props) {
  const media = map.image ? (
    <img src={map.image} alt={MAP_COPY.mapOf(map.name)} width="320" height="180" loading="lazy" decoding="async" />
  ) : photo ? (
    <img src={photo} alt="" width="320" height="180" loading="lazy" decoding="async" />
  ) : (
    <LocationMap lat={map.lat} long={map.long} city={map.city} />
  );
  if (!embedOnClick || map.embed === null) return <div className="lc-media">{media}</div>;
  return (
    <div className="lc-media">
      <a
        className="map-facade"
        href={map.embed.pageUrl}
        target="_blank"
        rel="noopener"
        data-frame-src={map.embed.embedUrl}
        data-frame-title={MAP_COPY.mapOf(map.name)}
        data-testid="location-map-open"
      >
        {media}
        <span className="map-facade__label">
          {MAP_COPY.showMap}
          <span className="visually-hidden"> {map.name}</span>
        </span>
      </a>
    </div>
  );
}
