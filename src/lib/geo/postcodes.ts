import type { LatLng } from './distance.ts';
import { POSTCODE_DATA } from './postcode-data.ts';

export interface PostcodePlace extends LatLng {
  postcode: string;
  /** The postcode's main suburb or town, e.g. 'Marrickville'. */
  name: string;
  state: string;
}

let table: Map<string, PostcodePlace> | undefined;

function places(): Map<string, PostcodePlace> {
  if (!table) {
    table = new Map();
    for (const line of POSTCODE_DATA.split('\n')) {
      const [postcode, lat, lng, name, state] = line.split('|');
      if (!postcode || lat === undefined || lng === undefined || name === undefined || state === undefined) continue;
      table.set(postcode, { postcode, lat: Number(lat), lng: Number(lng), name, state });
    }
  }
  return table;
}

/** A postcode as four digits ('800' → '0800'), or null when it cannot be one. */
export function normalisePostcode(input: string | number): string | null {
  const text = String(input).trim();
  return /^\d{3,4}$/.test(text) ? text.padStart(4, '0') : null;
}

/** The place and coordinates of an Australian postcode, or null for an unknown postcode. */
export function lookupPostcode(input: string | number): PostcodePlace | null {
  const postcode = normalisePostcode(input);
  return postcode === null ? null : (places().get(postcode) ?? null);
}

/** [lat, lng] of an Australian postcode, or null. */
export function postcodeCoordinates(input: string | number): [number, number] | null {
  const place = lookupPostcode(input);
  return place ? [place.lat, place.lng] : null;
}

export function postcodeCount(): number {
  return places().size;
}
