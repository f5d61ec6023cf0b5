/**
 * The embedded map a location can open on the shopper's click (rule: locations.map): the map
 * provider's embed page for the location's coordinates, its own page for a click without
 * JavaScript, and the origin the site's policy must allow in frames for it.
 */

export type MapEmbedProvider = 'none' | 'openstreetmap';

/** OpenStreetMap's embed page (the 'Share › HTML' export on openstreetmap.org), keyless. */
const OSM_ORIGIN = 'https://www.openstreetmap.org';

/** Half the width and height of the embedded map's box, in degrees: a few streets around the pin. */
const HALF_LONG = 0.008;
const HALF_LAT = 0.005;

export type MapEmbed = { embedUrl: string; pageUrl: string };

const fixed = (n: number) => n.toFixed(6);

/** The embed for a point under the dealer's provider; null with 'none'. */
export function mapEmbed(provider: MapEmbedProvider, lat: number, long: number): MapEmbed | null {
  if (provider === 'none') return null;
  const bbox = [long - HALF_LONG, lat - HALF_LAT, long + HALF_LONG, lat + HALF_LAT].map(fixed).join(',');
  const embed = new URL('/export/embed.html', OSM_ORIGIN);
  embed.searchParams.set('bbox', bbox);
  embed.searchParams.set('layer', 'mapnik');
  embed.searchParams.set('marker', `${fixed(lat)},${fixed(long)}`);
  return {
    embedUrl: embed.toString(),
    pageUrl: `${OSM_ORIGIN}/?mlat=${fixed(lat)}&mlon=${fixed(long)}#map=17/${fixed(lat)}/${fixed(long)}`,
  };
}

/** The frame origins the dealer's map provider needs in the site's policy; none by default. */
export function mapFrameSources(provider: MapEmbedProvider): string[] {
  return provider === 'none' ? [] : [OSM_ORIGIN];
}
